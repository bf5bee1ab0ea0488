import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PHOTO_MESSAGES } from '@shared/messages/photo';
import { PhotoImage } from '@/features/photos/components/photo-image';
import { rememberUploadPreview } from '@/lib/upload-previews';
import { makePhoto } from './support';

const frame = (container: HTMLElement) => container.querySelector('.photo-image') as HTMLElement;

afterEach(() => vi.unstubAllGlobals());

describe('PhotoImage while the photo is analysed', () => {
  it('shows a calm placeholder, never a failure, while the photo has no image yet', () => {
    const { container } = render(
      <PhotoImage photo={makePhoto({ status: 'processing', thumbnailUrl: '', photoUrl: '' })} size="thumbnail" />,
    );

    expect(frame(container).dataset.state).toBe('waiting');
    expect(screen.queryByText(PHOTO_MESSAGES.imageFailed)).toBeNull();
    expect(screen.getByTestId('photo-placeholder')).toBeTruthy();
  });

  it('shows the file its owner just chose, in the tab that uploaded it', () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:chosen-file', revokeObjectURL: () => undefined }));
    rememberUploadPreview('photo-just-sent', new Blob(['jpeg']));

    const { container } = render(
      <PhotoImage
        photo={makePhoto({ id: 'photo-just-sent', status: 'processing', thumbnailUrl: '', photoUrl: '' })}
        size="thumbnail"
      />,
    );

    expect(container.querySelector('img.photo-image__img')?.getAttribute('src')).toBe('blob:chosen-file');
  });

  it('keeps waiting when an image of a photo still being analysed does not load yet', () => {
    const { container } = render(
      <PhotoImage photo={makePhoto({ status: 'processing', thumbnailUrl: '/media/not-yet.webp' })} size="thumbnail" />,
    );

    fireEvent.error(container.querySelector('img.photo-image__img')!);

    expect(frame(container).dataset.state).toBe('waiting');
    expect(screen.queryByText(PHOTO_MESSAGES.imageFailed)).toBeNull();
  });

  it('says the image failed for a ready photo whose image does not load', () => {
    const { container } = render(
      <PhotoImage photo={makePhoto({ status: 'ready', thumbnailUrl: '/media/gone.webp' })} size="thumbnail" />,
    );

    fireEvent.error(container.querySelector('img.photo-image__img')!);

    expect(frame(container).dataset.state).toBe('failed');
    expect(screen.getByText(PHOTO_MESSAGES.imageFailed)).toBeTruthy();
  });
});
