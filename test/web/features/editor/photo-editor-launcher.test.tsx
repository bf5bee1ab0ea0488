/**
 * The editor launcher's states with the lazy editor module mocked: loading, ready,
 * saving ('Saving...') in place or as a copy, a save with no change refused with a word, closed on
 * success with its toast, the failure toasts, and continuing a saved edit. The owner menu shows 'Edit
 * photo' only when the app fills the editor slot, and 'Revert to original' once the photo was edited.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SavedEdit } from '@shared/schemas/photo-edit';
import { PhotoEditorLauncher } from '@/features/editor/components/photo-editor-launcher';
import type { PhotoEditorProps } from '@/features/editor/components/photo-editor';
import { LatestPhotos } from '@/features/photos/components/latest-photos';
import { PhotoEditorSlot } from '@/features/photos/components/photo-editor-slot';
import { toastTexts, mockFetch } from '../../utils';
import { myPhoto, renderAt } from '../photos/support';

const editor = vi.hoisted(() => ({ lastProps: null as PhotoEditorProps | null }));
const design = { filter: 'Clarendon', adjustments: { crop: { ratio: 1 } } };

vi.mock('@/features/editor/components/photo-editor', () => ({
  default: (props: PhotoEditorProps) => {
    editor.lastProps = props;
    const canvas = document.createElement('canvas');
    return (
      <div>
        <p>Editor on {props.image.src}</p>
        <button onClick={() => props.onSave({ canvas, designState: design, elliptical: false, saveAs: 'photo', changed: true })}>
          Mock save
        </button>
        <button onClick={() => props.onSave({ canvas, designState: design, elliptical: false, saveAs: 'copy', changed: true })}>
          Mock save as a copy
        </button>
        <button onClick={() => props.onSave({ canvas, designState: design, elliptical: false, saveAs: 'photo', changed: false })}>
          Mock save unchanged
        </button>
      </div>
    );
  },
}));
vi.mock('@/features/editor/lib/load-image', () => ({ loadImage: vi.fn() }));
vi.mock('@/features/editor/lib/fit-upload-limit', () => ({ fitUploadLimit: vi.fn() }));
vi.mock('@/lib/upload-to-storage', () => ({ uploadToStorage: vi.fn() }));

const { loadImage } = await import('@/features/editor/lib/load-image');
const { fitUploadLimit } = await import('@/features/editor/lib/fit-upload-limit');
const { uploadToStorage } = await import('@/lib/upload-to-storage');

const photo = myPhoto({ id: 'p-1', originalUrl: '/media/originals/user-1/p-1?sig=1' });
const UPLOAD = {
  photoId: 'p-1',
  editedFrom: 'p-1',
  savedAs: 'photo',
  url: 'http://storage.test/bucket',
  fields: { key: 'originals/user-1/p-1/edits/e-1' },
};

function imageAt(src: string): HTMLImageElement {
  const image = new Image();
  image.src = src;
  return image;
}

beforeEach(() => {
  editor.lastProps = null;
  vi.mocked(loadImage).mockImplementation(async (url: string) => imageAt(url));
  vi.mocked(fitUploadLimit).mockResolvedValue({
    blob: new Blob(['png'], { type: 'image/png' }),
    extension: 'png',
    width: 10,
    height: 10,
  });
  vi.mocked(uploadToStorage).mockResolvedValue();
});

function renderLauncher(onClose = vi.fn()) {
  renderAt(<PhotoEditorLauncher photo={photo} onClose={onClose} />);
  return onClose;
}

describe('PhotoEditorLauncher', () => {
  it('loads, shows the editor on the original, saves with Saving... and closes with the success toast', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    const api = mockFetch({
      'POST /api/photos/edit/uploads': () => new Promise((resolve) => (answer = resolve)),
    });
    const user = userEvent.setup();
    const onClose = renderLauncher();

    const dialog = screen.getByRole('dialog', { name: 'Edit Photo' });
    expect(within(dialog).getByText('Loading editor...')).toBeTruthy();
    await within(dialog).findByText(/Editor on .*\/media\/originals\/user-1\/p-1/);
    expect(editor.lastProps?.designState).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Mock save' }));
    expect(await within(dialog).findByText('Saving...')).toBeTruthy();
    await act(async () => answer({ status: 200, body: UPLOAD }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(toastTexts()).toEqual(['Photo edited successfullyYour changes have been saved']);
    const [call] = api.callsTo('POST', '/api/photos/edit/uploads');
    // 'Save' replaces this photo's image in place.
    expect(call!.body).toMatchObject({
      photoId: 'p-1',
      originalPhotoId: 'p-1',
      saveAs: 'photo',
      editData: design,
      file: { type: 'image/png', size: 3 },
    });
    expect((call!.body as { file: { name: string } }).file.name).toMatch(/^edited-\d+\.png$/);
    expect(vi.mocked(uploadToStorage).mock.calls[0]![0]).toMatchObject({ url: UPLOAD.url, fields: UPLOAD.fields });
  });

  it('says Edit failed and stays open when the save is refused', async () => {
    mockFetch({ 'POST /api/photos/edit/uploads': { status: 500, body: { message: 'Internal Server Error' } } });
    const user = userEvent.setup();
    const onClose = renderLauncher();
    await user.click(await screen.findByRole('button', { name: 'Mock save' }));
    await waitFor(() => expect(toastTexts()).toEqual(['Edit failedCould not save your changes. Please try again.']));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Mock save' })).toBeTruthy();
  });

  it('says Edit failed, never silently, when the image cannot be made to fit the upload limit', async () => {
    const api = mockFetch({});
    vi.mocked(fitUploadLimit).mockRejectedValue(new Error('too large'));
    const user = userEvent.setup();
    renderLauncher();
    await user.click(await screen.findByRole('button', { name: 'Mock save' }));
    await waitFor(() => expect(toastTexts()).toEqual(['Edit failedCould not save your changes. Please try again.']));
    expect(api.callsTo('POST', '/api/photos/edit/uploads')).toEqual([]);
  });

  it('says Editor initialization failed and closes when the photo cannot load', async () => {
    mockFetch({});
    vi.mocked(loadImage).mockRejectedValue(new Error('offline'));
    const onClose = renderLauncher();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(toastTexts()).toEqual(['Editor initialization failedPlease try again later']);
  });

  it('offers to continue a saved edit on its original, and saves the new edit of that original', async () => {
    const saved: SavedEdit = {
      photoId: 'p-1',
      editedFrom: 'p-0',
      editData: design,
      createdAt: '2025-03-03T10:00:00.000Z',
      sourceImageUrl: '/media/originals/user-1/p-0?sig=2',
    };
    const api = mockFetch({
      'GET /api/photos/p-1/edit': { body: saved },
      'POST /api/photos/edit/uploads': { status: 200, body: UPLOAD },
    });
    const user = userEvent.setup();
    renderLauncher();
    await user.click(await screen.findByRole('button', { name: 'Continue editing' }));
    await screen.findByText(/Editor on .*\/media\/originals\/user-1\/p-0/);
    expect(editor.lastProps?.designState).toEqual(design);
    await user.click(screen.getByRole('button', { name: 'Mock save' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/photos/edit/uploads')).toHaveLength(1));
    // The design applies to p-0's original; the save still replaces the photo being edited.
    expect(api.callsTo('POST', '/api/photos/edit/uploads')[0]!.body).toMatchObject({ photoId: 'p-1', originalPhotoId: 'p-0' });
  });

  it("saves a copy with 'Save as a copy', as a new photo beside this one", async () => {
    const api = mockFetch({
      'POST /api/photos/edit/uploads': { status: 201, body: { ...UPLOAD, photoId: 'p-2', savedAs: 'copy' } },
    });
    const user = userEvent.setup();
    const onClose = renderLauncher();
    await user.click(await screen.findByRole('button', { name: 'Mock save as a copy' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.callsTo('POST', '/api/photos/edit/uploads')[0]!.body).toMatchObject({ originalPhotoId: 'p-1', saveAs: 'copy' });
  });

  it('does nothing with a save that changed nothing, and says so', async () => {
    const api = mockFetch({});
    vi.mocked(fitUploadLimit).mockClear();
    const user = userEvent.setup();
    const onClose = renderLauncher();
    await user.click(await screen.findByRole('button', { name: 'Mock save unchanged' }));
    await waitFor(() => expect(toastTexts()).toEqual(['Nothing to saveYou have not changed the photo yet.']));
    expect(api.callsTo('POST', '/api/photos/edit/uploads')).toEqual([]);
    expect(vi.mocked(fitUploadLimit)).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Mock save' })).toBeTruthy();
  });

  it('offers to continue the changes saved in place, or to start again from the original', async () => {
    mockFetch({
      'GET /api/photos/p-1/edit': {
        body: {
          photoId: 'p-1',
          editedFrom: 'p-1',
          editData: design,
          createdAt: '2025-03-03T10:00:00.000Z',
          sourceImageUrl: '/media/o',
        },
      },
    });
    const user = userEvent.setup();
    renderLauncher();
    expect(
      await screen.findByText('This photo has saved changes. Continue from them, or start again from its original?'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Start from the original' }));
    await screen.findByText(/Editor on .*\/media\/originals\/user-1\/p-1/);
    expect(editor.lastProps?.designState).toBeNull();
  });

  it('starts from the photo itself when the owner chooses so', async () => {
    mockFetch({
      'GET /api/photos/p-1/edit': {
        body: {
          photoId: 'p-1',
          editedFrom: 'p-0',
          editData: design,
          createdAt: '2025-03-03T10:00:00.000Z',
          sourceImageUrl: '/media/x',
        },
      },
    });
    const user = userEvent.setup();
    renderLauncher();
    await user.click(await screen.findByRole('button', { name: 'Start from this photo' }));
    await screen.findByText(/Editor on .*\/media\/originals\/user-1\/p-1/);
    expect(editor.lastProps?.designState).toBeNull();
  });
});

describe("the owner menu's 'Edit photo'", () => {
  it('opens the editor when the app fills the slot, and is absent otherwise', async () => {
    mockFetch({ 'GET /api/photos': { body: [photo] } });
    const user = userEvent.setup();
    const { unmount } = renderAt(
      <PhotoEditorSlot value={(props) => <PhotoEditorLauncher {...props} />}>
        <LatestPhotos />
      </PhotoEditorSlot>,
    );
    await user.click(await screen.findByRole('button', { name: 'Photo actions' }));
    await user.click(screen.getByRole('menuitem', { name: 'Edit photo' }));
    expect(await screen.findByRole('dialog', { name: 'Edit Photo' })).toBeTruthy();
    unmount();

    renderAt(<LatestPhotos />);
    await user.click(await screen.findByRole('button', { name: 'Photo actions' }));
    expect(screen.queryByRole('menuitem', { name: 'Edit photo' })).toBeNull();
  });
});

describe("the owner menu's 'Revert to original'", () => {
  it('shows only on a photo edited in place, and puts the reverted photo in place with a toast', async () => {
    const edited = myPhoto({ id: 'p-1', edited: true, width: 320, photoUrl: '/media/photos/p-1/edits/e-1/display.webp' });
    const reverted = { ...edited, edited: false, width: 640, photoUrl: '/media/photos/p-1/display.webp' };
    const api = mockFetch({ 'GET /api/photos': { body: [edited] }, 'POST /api/photos/p-1/edit/revert': { body: reverted } });
    const user = userEvent.setup();
    renderAt(<LatestPhotos />);
    await user.click(await screen.findByRole('button', { name: 'Photo actions' }));
    await user.click(screen.getByRole('menuitem', { name: 'Revert to original' }));
    await waitFor(() => expect(toastTexts()).toEqual(['Original restoredThe photo shows its original image again']));
    expect(api.callsTo('POST', '/api/photos/p-1/edit/revert')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Photo actions' }));
    expect(screen.queryByRole('menuitem', { name: 'Revert to original' })).toBeNull();
  });

  it('is absent on a photo never edited', async () => {
    mockFetch({ 'GET /api/photos': { body: [myPhoto({ id: 'p-1' })] } });
    const user = userEvent.setup();
    renderAt(<LatestPhotos />);
    await user.click(await screen.findByRole('button', { name: 'Photo actions' }));
    expect(screen.getByRole('menuitem', { name: 'AI Restyle' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Revert to original' })).toBeNull();
  });
});
