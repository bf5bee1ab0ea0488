import { fireEvent } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { printPhotoCard } from '@/features/photos/components/print-card';
import { makePhoto } from './support';

describe('printPhotoCard', () => {
  it('prints a card with the image, title and description from a hidden frame, once the image has loaded', () => {
    printPhotoCard(makePhoto({ id: 'p-5', title: 'Harbour <b>lights</b>', description: 'Boats asleep.' }));

    const frame = document.getElementById('photo-print-frame') as HTMLIFrameElement;
    const doc = frame.contentDocument!;
    const print = vi.spyOn(frame.contentWindow!, 'print').mockImplementation(() => {});
    vi.spyOn(frame.contentWindow!, 'focus').mockImplementation(() => {});
    expect(doc.querySelector('h1')?.textContent).toBe('Harbour <b>lights</b>');
    expect(doc.querySelector('h1 b')).toBeNull();
    expect(doc.body.textContent).toContain('Boats asleep.');
    expect(doc.body.textContent).toContain('Grace Hopper');
    expect(doc.body.textContent).toContain('#sunset');
    const image = doc.querySelector('img')!;
    expect(image.getAttribute('src')).toBe('/media/p-5/display.webp?sig=1');
    expect(print).not.toHaveBeenCalled();

    fireEvent.load(image);

    expect(print).toHaveBeenCalledTimes(1);
    frame.contentWindow!.dispatchEvent(new Event('afterprint'));
    return new Promise<void>((resolve) =>
      setTimeout(() => {
        expect(document.getElementById('photo-print-frame')).toBeNull();
        resolve();
      }, 10),
    );
  });
});
