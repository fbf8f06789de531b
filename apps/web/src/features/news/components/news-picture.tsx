import { AspectRatio, Box } from '@mantine/core';
import { contentUrl } from '../../../lib/content-client';

/** An article's picture in a 16:9 frame that holds its size before the picture arrives. */
export function NewsPicture({ src, eager = false, radius = 0 }: { src: string | null; eager?: boolean; radius?: number | string }) {
  const url = contentUrl(src);
  return (
    <AspectRatio ratio={16 / 9} bg="#f2eee8" style={{ borderRadius: radius, overflow: 'hidden' }}>
      {url ? (
        <img
          src={url}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          {...(eager ? { fetchPriority: 'high' as const } : {})}
          style={{ objectFit: 'contain', width: '100%', height: '100%' }}
        />
      ) : (
        <Box aria-hidden />
      )}
    </AspectRatio>
  );
}
