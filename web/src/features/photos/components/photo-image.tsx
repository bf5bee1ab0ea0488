/**
 * A photo's image with its states (loading, loaded, waiting, failed): the tiny
 * blurred placeholder until the real image has loaded, 'Failed to load image' when it cannot, and
 * optionally lazy (it only starts loading within 50px of the viewport). A photo still being analysed is
 * on its way, never broken: it shows the file its owner just chose (in the tab that uploaded it), or a calm
 * placeholder until its images exist.
 */
import { PHOTO_MESSAGES } from '@shared/messages/photo';
import { useEffect, useRef, useState } from 'react';
import { LAZY_IMAGE_ROOT_MARGIN } from '@shared/constants';
import type { Photo } from '@shared/schemas/photo';
import { ImageOffIcon } from '@/components/ui/icons/image-off';
import { useInView } from '../lib/use-in-view';
import { photoTitle } from '../lib/photo-text';
import { uploadPreviewOf } from '@/lib/upload-previews';
import './photo-image.css';

type ImagePhoto = Pick<Photo, 'title' | 'photoUrl' | 'thumbnailUrl' | 'placeholder' | 'width' | 'height'> &
  Partial<Pick<Photo, 'id' | 'status'>>;

export interface PhotoImageProps {
  photo: ImagePhoto;
  /** 'thumbnail' for cards, 'display' for the detail. Each falls back to the other URL. */
  size: 'thumbnail' | 'display';
  lazy?: boolean;
  /** 'cover' fills a fixed frame (cards); 'contain' shows the whole image at its own ratio. */
  fit?: 'cover' | 'contain';
  className?: string;
}

const sourceOf = (photo: ImagePhoto, size: PhotoImageProps['size']) =>
  (size === 'thumbnail' ? photo.thumbnailUrl || photo.photoUrl : photo.photoUrl || photo.thumbnailUrl) || '';

export function PhotoImage({ photo, size, lazy = false, fit = 'cover', className }: PhotoImageProps) {
  const analysing = photo.status === 'processing';
  const src = sourceOf(photo, size) || (analysing ? (uploadPreviewOf(photo.id) ?? '') : '');
  // A new source or status starts over (a processing photo gets its own images once analysed).
  return (
    <ImageWithStates
      key={`${src} ${photo.status ?? ''}`}
      src={src}
      photo={photo}
      analysing={analysing}
      lazy={lazy}
      fit={fit}
      className={className}
    />
  );
}

function ImageWithStates({
  src,
  photo,
  analysing,
  lazy,
  fit,
  className,
}: {
  src: string;
  photo: ImagePhoto;
  analysing: boolean;
  lazy: boolean;
  fit: 'cover' | 'contain';
  className?: string;
}) {
  // Without an image yet (or with one that does not load yet), a photo being analysed waits calmly.
  const unavailable = analysing ? 'waiting' : 'failed';
  const [state, setState] = useState<'loading' | 'loaded' | 'waiting' | 'failed'>(src ? 'loading' : unavailable);
  const [frameRef, inView] = useInView<HTMLDivElement>({ rootMargin: LAZY_IMAGE_ROOT_MARGIN, once: true });
  const imageRef = useRef<HTMLImageElement>(null);
  const shouldLoad = Boolean(src) && (!lazy || inView);

  // An image already in the browser's cache may finish before React listens.
  useEffect(() => {
    const image = imageRef.current;
    if (shouldLoad && image?.complete && image.naturalWidth > 0) setState('loaded');
  }, [shouldLoad]);

  const ratio = fit === 'contain' && photo.width && photo.height ? `${photo.width} / ${photo.height}` : undefined;
  const classes = ['photo-image', `photo-image--${fit}`, `is-${state}`, className ?? ''].filter(Boolean).join(' ');
  return (
    <div ref={frameRef} className={classes} style={ratio ? { aspectRatio: ratio } : undefined} data-state={state}>
      {state !== 'loaded' && state !== 'failed' ? (
        photo.placeholder ? (
          <img
            className="photo-image__placeholder"
            src={photo.placeholder}
            alt=""
            aria-hidden="true"
            data-testid="photo-placeholder"
          />
        ) : (
          <span className="photo-image__shimmer" aria-hidden="true" data-testid="photo-placeholder" />
        )
      ) : null}
      {shouldLoad && state !== 'failed' && state !== 'waiting' ? (
        <img
          ref={imageRef}
          className="photo-image__img"
          src={src}
          alt={photoTitle(photo)}
          width={photo.width ?? undefined}
          height={photo.height ?? undefined}
          decoding="async"
          onLoad={() => setState('loaded')}
          onError={() => setState(unavailable)}
        />
      ) : null}
      {state === 'failed' ? (
        <div className="photo-image__failed" role="img" aria-label={`${photoTitle(photo)}: ${PHOTO_MESSAGES.imageFailed}`}>
          <ImageOffIcon aria-hidden="true" />
          <span aria-hidden="true">{PHOTO_MESSAGES.imageFailed}</span>
        </div>
      ) : null}
    </div>
  );
}
