import { parseVideoLink } from '@scena/shared/catalog/video-link';

/**
 * The teaser as the video-link rules say (video-link.ts): an embed code plays in a frame of its own src (the
 * staff markup is not injected here: only the address is taken), an http(s) address in a frame, digits in
 * Vimeo's player. A hosted video or an unusable value shows nothing.
 */
export function teaserSource(value: string | null | undefined): string | null {
  const link = parseVideoLink(value);
  switch (link.kind) {
    case 'iframe':
      return link.src && /^https:\/\//i.test(link.src) ? link.src : null;
    case 'frame':
    case 'vimeo':
      return link.url;
    default:
      return null;
  }
}

export function Teaser({ src, title, className }: { src: string; title: string; className?: string }) {
  return (
    <div className={className}>
      <iframe
        src={src}
        title={title}
        loading="lazy"
        allow="autoplay; fullscreen; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  );
}
