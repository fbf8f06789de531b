import { AspectRatio, Box } from '@mantine/core';
import { contentUrl } from '../../../lib/content-client';

/**
 * How a picture loads: `first` is the one a phone's first screen shows largest (eager, asked for before the
 * page's other pictures); `eager` loads at once but at the browser's own priority, which raises it once laid
 * out in view (on a phone the next cards are below the fold); `lazy` waits until it nears the view.
 */
export type PictureLoading = 'first' | 'eager' | 'lazy';

/** An article's picture in a 16:9 frame that holds its size before the picture arrives. */
export function NewsPicture({
  src,
  loading = 'lazy',
  radius = 0,
}: {
  src: string | null;
  loading?: PictureLoading;
  radius?: number | string;
}) {
  const url = contentUrl(src);
  return (
    <AspectRatio ratio={16 / 9} bg="#f2eee8" style={{ borderRadius: radius, overflow: 'hidden' }}>
      {url ? (
        <img
          src={url}
          alt=""
          loading={loading === 'lazy' ? 'lazy' : 'eager'}
          decoding="async"
          {...(loading === 'first' ? { fetchPriority: 'high' as const } : {})}
          style={{ objectFit: 'contain', width: '100%', height: '100%' }}
        />
      ) : (
        <Box aria-hidden />
      )}
    </AspectRatio>
  );
}
