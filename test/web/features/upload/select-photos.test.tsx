import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { UploadRoute } from '@/app/routes/upload';
import { makeUser, mockFetch, renderWithProviders, toastTexts } from '../../utils';
import { dropFiles, imageFile, numberedPhotos, pickFiles, renamedTextFile, stubObjectUrls } from './upload-support';

let objectUrls: ReturnType<typeof stubObjectUrls>;

beforeEach(() => {
  objectUrls = stubObjectUrls();
});

async function renderUpload() {
  const api = mockFetch({ 'GET /api/auth/user': { body: makeUser() } });
  const rendered = renderWithProviders(<UploadRoute />, { path: '/upload' });
  await screen.findByRole('heading', { name: 'Upload Photos' });
  return { api, user: userEvent.setup(), ...rendered };
}

const tiles = () => within(screen.getByRole('region', { name: 'Selected photos' })).getAllByRole('listitem');
const tileNames = () => tiles().map((tile) => tile.querySelector('.photo-tile__name')!.textContent);
const rejectedItems = () =>
  Array.from(document.querySelectorAll('.rejected-files__item')).map((item) => [
    item.querySelector('.rejected-files__name')!.textContent,
    item.querySelector('.rejected-files__reason')!.textContent,
  ]);

describe('upload: choosing photos', () => {
  it('shows step 1 with the three hints, and no step 2 before any photo is chosen', async () => {
    await renderUpload();

    expect(screen.getByRole('heading', { name: /Select photos/ })).toBeTruthy();
    expect(screen.getByText('Supported formats: JPG, PNG, GIF, WebP')).toBeTruthy();
    expect(screen.getByText('Maximum file size: 10MB per photo')).toBeTruthy();
    expect(screen.getByText('Upload up to 10 photos at once')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Choose Photos' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Who can see this photo?' })).toBeNull();

    const input = screen.getByLabelText('Choose photos to upload') as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input.multiple).toBe(true);
    expect(input.accept).toBe('image/jpeg,.jpg,.jpeg,image/png,.png,image/gif,.gif,image/webp,.webp');
  });

  it('toasts "No Photos Selected" when upload is clicked with no photo', async () => {
    const { user, api } = await renderUpload();

    await user.click(screen.getByRole('button', { name: 'Upload Photos' }));

    expect(toastTexts()).toEqual(['No Photos SelectedPlease select at least one photo to upload.']);
    expect(api.callsTo('POST', '/api/photos/uploads')).toHaveLength(0);
  });

  it('lists chosen photos with thumbnail, name and size, then shows the visibility chooser and the upload button', async () => {
    await renderUpload();

    pickFiles([imageFile('beach.jpg'), imageFile('cat.png', { type: 'image/png', size: 2_411_724 })]);

    await waitFor(() => expect(tileNames()).toEqual(['beach.jpg', 'cat.png']));
    await waitFor(() => expect(tiles()[0]!.querySelector('img')).not.toBeNull());
    const [beach, cat] = tiles();
    expect(beach!.querySelector('img')!.getAttribute('src')).toMatch(/^blob:/);
    expect(beach!.textContent).toContain('10 B');
    expect(cat!.textContent).toContain('2.3 MB');
    expect(cat!.textContent).toContain('Ready');
    expect(screen.getByText('2 of 10')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Who can see this photo?' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload 2 Photos' })).toBeTruthy();
  });

  it('removes one photo, revoking its preview URL', async () => {
    const { user } = await renderUpload();
    pickFiles([imageFile('a.jpg'), imageFile('b.jpg')]);
    await waitFor(() => expect(tiles()).toHaveLength(2));
    await waitFor(() => expect(tiles()[1]!.querySelector('img')).not.toBeNull());
    const bPreview = tiles()[1]!.querySelector('img')!.getAttribute('src')!;

    await user.click(screen.getByRole('button', { name: 'Remove b.jpg' }));

    expect(tileNames()).toEqual(['a.jpg']);
    expect(objectUrls.revoked).toContain(bPreview);
    expect(screen.getByRole('button', { name: 'Upload 1 Photo' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Remove a.jpg' }));
    expect(screen.queryByRole('region', { name: 'Selected photos' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Who can see this photo?' })).toBeNull();
  });

  it('revokes every preview URL when the screen goes away', async () => {
    const { unmount } = await renderUpload();
    pickFiles(numberedPhotos(3));
    await waitFor(() => expect(tiles()).toHaveLength(3));
    await waitFor(() => expect(objectUrls.created).toHaveLength(3));

    unmount();

    expect([...objectUrls.revoked].sort()).toEqual([...objectUrls.created].sort());
  });

  it('keeps the first 10 of 11 photos and says the 11th was left out (Too many files)', async () => {
    await renderUpload();

    pickFiles(numberedPhotos(11));

    await waitFor(() => expect(tiles()).toHaveLength(10));
    expect(tileNames().at(-1)).toBe('photo-10.jpg');
    expect(rejectedItems()).toEqual([['photo-11.jpg', 'Too many files']]);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('This file was not added');
    expect(alert.textContent).toContain('Max 10 photos at once: 1 file was left out.');
  });

  it('cuts off what goes past 10 in total when photos are added in several picks', async () => {
    await renderUpload();
    pickFiles(numberedPhotos(8));
    await waitFor(() => expect(tiles()).toHaveLength(8));

    pickFiles(numberedPhotos(4, 9));

    await waitFor(() => expect(tiles()).toHaveLength(10));
    expect(tileNames().slice(-2)).toEqual(['photo-09.jpg', 'photo-10.jpg']);
    expect(rejectedItems()).toEqual([
      ['photo-11.jpg', 'Too many files'],
      ['photo-12.jpg', 'Too many files'],
    ]);
    expect(screen.getByRole('alert').textContent).toContain('Max 10 photos at once: 2 files were left out.');
  });

  it("shows react-dropzone's reasons next to a refused type and an oversize file, and keeps the good one", async () => {
    const { user } = await renderUpload();

    dropFiles([
      imageFile('notes.txt', { type: 'text/plain' }),
      imageFile('huge.png', { type: 'image/png', size: 10_485_761 }),
      imageFile('ok.webp', { type: 'image/webp', size: 10_485_760 }),
    ]);

    await waitFor(() => expect(rejectedItems()).toHaveLength(2));
    const [notes, huge] = rejectedItems();
    expect(notes![0]).toBe('notes.txt');
    expect(notes![1]).toMatch(/^File type must be /);
    expect(notes![1]).toContain('image/jpeg');
    expect(huge).toEqual(['huge.png', 'File is larger than 10485760 bytes']);
    expect(tileNames()).toEqual(['ok.webp']);
    expect(screen.getByRole('alert').textContent).toContain('These 2 files were not added');

    await user.click(screen.getByRole('button', { name: 'Dismiss the files that were not added' }));
    expect(rejectedItems()).toHaveLength(0);
  });

  it('refuses a text file renamed .jpg by its bytes, with the same message as a wrong type', async () => {
    await renderUpload();

    dropFiles([renamedTextFile('notes.jpg'), imageFile('real.jpg')]);

    await waitFor(() => expect(rejectedItems()).toHaveLength(1));
    expect(rejectedItems()[0]).toEqual([
      'notes.jpg',
      'File type must be one of image/jpeg, .jpg, .jpeg, image/png, .png, image/gif, .gif, image/webp, .webp',
    ]);
    expect(tileNames()).toEqual(['real.jpg']);
  });

  it('does not add the same photo twice', async () => {
    await renderUpload();
    pickFiles([imageFile('a.jpg')]);
    await waitFor(() => expect(tiles()).toHaveLength(1));

    await act(async () => pickFiles([imageFile('a.jpg'), imageFile('b.jpg')]));

    await waitFor(() => expect(tileNames()).toEqual(['a.jpg', 'b.jpg']));
    expect(rejectedItems()).toEqual([['a.jpg', 'This photo is already selected']]);
  });
});
