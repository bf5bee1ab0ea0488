/**
 * 'Print Card': the photo as a printable card (image, title, description, tags, author, date), printed
 * from a hidden frame so the page itself is untouched and no pop-up blocker gets in the way.
 */
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { PRODUCT_NAME } from '@shared/constants';
import { authorName } from '@shared/display';
import type { Photo } from '@shared/schemas/photo';
import { formatPhotoDate, photoDescription, photoTitle } from '../lib/photo-text';

const PRINT_FRAME_ID = 'photo-print-frame';
/** Give up waiting for the image after this long and print what there is. */
const IMAGE_WAIT_MS = 10_000;

const PRINT_CSS = `
@page { margin: 16mm; }
* { box-sizing: border-box; }
body { margin: 0; font-family: ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif; color: #1c1530; }
.print-card { max-width: 160mm; margin: 0 auto; padding: 8mm; border: 1px solid #d6d0e3; border-radius: 6mm; break-inside: avoid; }
.print-card img { display: block; width: 100%; max-height: 150mm; object-fit: contain; border-radius: 3mm; background: #f3f1f8; }
.print-card h1 { margin: 6mm 0 2mm; font-size: 20pt; line-height: 1.2; }
.print-card p { margin: 0 0 3mm; font-size: 11pt; line-height: 1.5; }
.print-card .tags { color: #6d28d9; font-size: 10pt; }
.print-card footer { display: flex; justify-content: space-between; margin-top: 5mm; padding-top: 3mm; border-top: 1px solid #e9e5f2; color: #5f5873; font-size: 9pt; }
`;

/** The printable layout of one photo. */
export function PrintCard({ photo }: { photo: Photo }) {
  const title = photoTitle(photo);
  const description = photoDescription(photo);
  return (
    <article className="print-card">
      {photo.photoUrl || photo.thumbnailUrl ? <img src={photo.photoUrl || photo.thumbnailUrl || ''} alt={title} /> : null}
      <h1>{title}</h1>
      {description ? <p>{description}</p> : null}
      {photo.tags.length ? <p className="tags">{photo.tags.map((tag) => `#${tag}`).join('  ')}</p> : null}
      <footer>
        <span>
          {authorName(photo.user)} · {formatPhotoDate(photo.createdAt)}
        </span>
        <span>{PRODUCT_NAME}</span>
      </footer>
    </article>
  );
}

/** Renders the card into a hidden frame, waits for its image, and opens the browser's print dialog. */
export function printPhotoCard(photo: Photo): void {
  document.getElementById(PRINT_FRAME_ID)?.remove();
  const frame = document.createElement('iframe');
  frame.id = PRINT_FRAME_ID;
  frame.title = `Print ${photoTitle(photo)}`;
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  Object.assign(frame.style, { position: 'fixed', right: '0', bottom: '0', width: '0', height: '0', border: '0' });
  document.body.appendChild(frame);

  const win = frame.contentWindow;
  const doc = frame.contentDocument;
  if (!win || !doc) {
    frame.remove();
    return;
  }
  doc.open();
  doc.write('<!doctype html><html><head><meta charset="utf-8"></head><body></body></html>');
  doc.close();
  doc.title = `${photoTitle(photo)} · ${PRODUCT_NAME}`;
  const style = doc.createElement('style');
  style.textContent = PRINT_CSS;
  doc.head.appendChild(style);

  const root = createRoot(doc.body);
  flushSync(() => root.render(<PrintCard photo={photo} />));
  const cleanUp = () => {
    root.unmount();
    frame.remove();
  };

  let printed = false;
  const print = () => {
    if (printed) return;
    printed = true;
    win.addEventListener('afterprint', () => window.setTimeout(cleanUp, 0), { once: true });
    win.focus();
    win.print();
  };
  const image = doc.querySelector('img');
  if (!image || image.complete) {
    print();
    return;
  }
  image.addEventListener('load', print, { once: true });
  image.addEventListener('error', print, { once: true });
  window.setTimeout(print, IMAGE_WAIT_MS);
}
