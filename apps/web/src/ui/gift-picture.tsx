import type { TImage } from '@scena/shared/catalog/images';
import type { ExternalConfig } from '@/lib/app-config';

type GiftImages = ExternalConfig['giftConfig']['images'];

/**
 * The gift picture per device (admin-commerce-people.md §9 breakpoints): desktop, tablet, else mobile, whichever
 * of them are set; nothing when none is.
 */
export function GiftPicture({
  images,
  className,
  sizes,
  loading = 'lazy',
}: {
  images: GiftImages;
  className?: string;
  sizes: string;
  loading?: 'lazy' | 'eager';
}) {
  const mobile = images.gift_image_mobile;
  const tablet = images.gift_image_tablet;
  const desktop = images.gift_image_desktop;
  const fallback: TImage | undefined = mobile ?? tablet ?? desktop;
  if (!fallback) return null;
  const source = (image: TImage | undefined, media: string) =>
    image && image !== fallback ? (
      <source media={media} srcSet={image.srcset} sizes={sizes} width={image.width} height={image.height} />
    ) : null;
  return (
    <picture className={className}>
      {source(desktop, '(min-width: 62rem)')}
      {source(tablet, '(min-width: 36rem)')}
      <img
        src={fallback.thumb_url}
        srcSet={fallback.srcset}
        sizes={sizes}
        width={fallback.width}
        height={fallback.height}
        alt=""
        loading={loading}
        decoding="async"
      />
    </picture>
  );
}
