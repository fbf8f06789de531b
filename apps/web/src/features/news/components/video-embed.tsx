import { AspectRatio } from '@mantine/core';
import { youtubeEmbedUrl, youtubeVideoId } from '@portal/contracts/content';

/**
 * A video of an article, only from YouTube and only in its privacy-enhanced player
 * (youtube-nocookie.com): the address is built here from the video id, never taken as given.
 */
export function VideoEmbed({ href, title }: { href: string; title: string }) {
  const id = youtubeVideoId(href);
  if (!id) return null;
  return (
    <AspectRatio ratio={16 / 9} style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}>
      <iframe
        src={`${youtubeEmbedUrl(id)}?rel=0`}
        title={title}
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
        allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
        sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
        allowFullScreen
        style={{ border: 0 }}
      />
    </AspectRatio>
  );
}
