import { AspectRatio, Box } from '@mantine/core';
import { useEffect } from 'react';
import { contentUrl } from '../../../lib/content-client';

/**
 * How a picture loads: `first` is the one a phone's first screen shows largest (eager, asked for before the
 * page's other pictures); `eager` loads at once but at the browser's own priority, which raises it once laid
 * out in view (on a phone the next cards are below the fold); `lazy` waits until it nears the view.
 */
export type PictureLoading = 'first' | 'eager' | 'lazy';

/**
 * An article's picture in a 16:9 frame that holds its size before the picture arrives; `onShown` is called once the
 * picture has arrived and is decoded, ready for the next paint, with the picture (or has failed to arrive), at once
 * when the article has none.
 */
export function NewsPicture({
  src,
  loading = 'lazy',
  radius = 0,
  onShown,
}: {
  src: string | null;
  loading?: PictureLoading;
  radius?: number | string;
  onShown?: (picture?: HTMLImageElement) => void;
}) {
  const url = contentUrl(src);
  useEffect(() => {
    if (!url) onShown?.();
  }, [url, onShown]);
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
          onLoad={
            onShown &&
            ((event) => {
              // A picture decoded off the main thread paints a frame after it arrives.
              const picture = event.currentTarget;
              const decoded = typeof picture.decode === 'function' ? picture.decode() : Promise.resolve();
              void decoded.catch(() => undefined).then(() => onShown(picture));
            })
          }
          onError={onShown && (() => onShown())}
        />
      ) : (
        <Box aria-hidden />
      )}
    </AspectRatio>
  );
}
