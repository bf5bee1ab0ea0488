import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UploadRoute } from '@/app/routes/upload';
import { makeUser, mockFetch, renderWithProviders, toastTexts, type RecordedCall, type StubResponse } from '../../utils';
import { FakeXhr, imageFile, makeTribe, pickFiles, STORAGE_ERROR_XML, stubObjectUrls } from './upload-support';

const STORAGE_URL = 'https://photos-bucket.s3.amazonaws.com/';

/** What the API answers for each requested file: a presigned POST whose fields the browser must send first. */
function presignedUploads(call: RecordedCall): StubResponse {
  const { files } = call.body as { files: { name: string; type: string }[] };
  return {
    status: 201,
    body: {
      uploads: files.map((file, i) => ({
        photoId: `photo-${i + 1}`,
        url: STORAGE_URL,
        fields: {
          'Content-Type': file.type,
          bucket: 'photos-bucket',
          key: `originals/user-1/photo-${i + 1}`,
          Policy: 'eyJleHBpcmF0aW9uIjoi',
          'X-Amz-Signature': `sig-${i + 1}`,
        },
      })),
    },
  };
}

beforeEach(() => {
  stubObjectUrls();
  FakeXhr.install();
});

async function renderUpload({
  uploads = presignedUploads,
  tribes,
}: { uploads?: StubResponse | ((call: RecordedCall) => StubResponse); tribes?: StubResponse } = {}) {
  const api = mockFetch({
    'GET /api/auth/user': { body: makeUser() },
    'POST /api/photos/uploads': uploads,
    ...(tribes ? { 'GET /api/tribes': tribes } : {}),
  });
  // Tests that fake the clock must move it for user-event's own pauses.
  const user = userEvent.setup({ advanceTimers: (ms) => void (vi.isFakeTimers() && vi.advanceTimersByTime(ms)) });
  const rendered = renderWithProviders(<UploadRoute />, { path: '/upload' });
  await screen.findByRole('heading', { name: 'Upload Photos' });
  return { api, user, ...rendered };
}

async function choose(files: File[]) {
  pickFiles(files);
  await screen.findByRole('group', { name: 'Who can see this photo?' });
  await waitFor(() => expect(document.querySelectorAll('.photo-tile')).toHaveLength(files.length));
}

const tileStatus = (name: string) => screen.getByText(name).closest('li')!.getAttribute('data-status');

describe('upload: sending photos', () => {
  it('asks for presigned POSTs, sends each file to storage after its fields, toasts and goes home after 1 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });

    const { api, user, router, queryClient } = await renderUpload();
    queryClient.setQueryData(['photos', 'feed'], []);
    queryClient.setQueryData(['tribes'], []);
    await choose([imageFile('beach.jpg'), imageFile('cat.png', { type: 'image/png' })]);
    await user.click(screen.getByRole('radio', { name: 'Public' }));
    await user.selectOptions(screen.getByRole('combobox', { name: "What's this photo for?" }), 'Private gift');

    await user.click(screen.getByRole('button', { name: 'Upload 2 Photos' }));

    expect(await screen.findByText('2 photo(s) uploaded successfully! AI is analyzing them now.')).toBeTruthy();
    expect(toastTexts()).toEqual(['Success2 photo(s) uploaded successfully! AI is analyzing them now.']);

    const [request] = api.callsTo('POST', '/api/photos/uploads');
    expect(request!.body).toEqual({
      files: [
        { name: 'beach.jpg', type: 'image/jpeg', size: 10 },
        { name: 'cat.png', type: 'image/png', size: 14 },
      ],
      privacy: { visibility: 'public', allowedTribes: [], intent: 'gift' },
    });
    expect(request!.init?.credentials).toBe('include');

    expect(FakeXhr.requests).toHaveLength(2);
    for (const [i, xhr] of FakeXhr.requests.entries()) {
      expect(xhr.method).toBe('POST');
      expect(xhr.url).toBe(STORAGE_URL);
      expect(xhr.withCredentials).toBe(false);
      expect(xhr.fieldNames()).toEqual(['Content-Type', 'bucket', 'key', 'Policy', 'X-Amz-Signature', 'file']);
      expect(xhr.body!.get('X-Amz-Signature')).toBe(`sig-${i + 1}`);
    }
    expect(FakeXhr.requests.map((xhr) => xhr.fileName())).toEqual(['beach.jpg', 'cat.png']);
    expect(FakeXhr.requests[1]!.body!.get('Content-Type')).toBe('image/png');

    // The photo lists are refreshed; other reads are left alone.
    expect(queryClient.getQueryState(['photos', 'feed'])!.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['tribes'])!.isInvalidated).toBe(false);

    expect(screen.getByRole('progressbar', { name: '2 of 2 photos uploaded' }).getAttribute('aria-valuenow')).toBe('100');
    expect(tileStatus('beach.jpg')).toBe('done');
    expect(tileStatus('cat.png')).toBe('done');
    expect(router.state.location.pathname).toBe('/upload');
    await act(async () => vi.advanceTimersByTime(900));
    expect(router.state.location.pathname).toBe('/upload');
    await act(async () => vi.advanceTimersByTime(150));
    expect(router.state.location.pathname).toBe('/');
    // Home is told, so it can bring the new photos into view (test/web/features/home).
    expect(router.state.location.state).toEqual({ justUploaded: 2 });
  });

  it('shows progress as completed files over the total, with each file’s own state', async () => {
    FakeXhr.answer = () => 'hold';
    const { user } = await renderUpload();
    await choose([imageFile('a.jpg'), imageFile('b.jpg')]);

    await user.click(screen.getByRole('button', { name: 'Upload 2 Photos' }));
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(2));

    const overall = () => screen.getByRole('progressbar', { name: /photos/ });
    expect(overall().getAttribute('aria-valuenow')).toBe('0');
    expect(screen.getByText('Uploading 0 of 2 photos...')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Uploading...' }).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Remove a.jpg' })).toBeNull();
    expect(screen.getByRole('radio', { name: 'Private' }).matches(':disabled')).toBe(true);
    expect(screen.getByRole('combobox', { name: "What's this photo for?" }).matches(':disabled')).toBe(true);

    await act(async () => FakeXhr.requests[0]!.reply(204));

    expect(overall().getAttribute('aria-valuenow')).toBe('50');
    expect(screen.getByText('50%')).toBeTruthy();
    expect(tileStatus('a.jpg')).toBe('done');
    expect(tileStatus('b.jpg')).toBe('uploading');

    await act(async () =>
      FakeXhr.requests[1]!.upload.onprogress?.({ lengthComputable: true, loaded: 30, total: 100 } as ProgressEvent),
    );
    expect(screen.getByRole('progressbar', { name: 'b.jpg upload progress' }).getAttribute('aria-valuenow')).toBe('30');
    expect(screen.getByText('Uploading 30%')).toBeTruthy();

    await act(async () => FakeXhr.requests[1]!.reply(204));
    expect(await screen.findByText('2 photo(s) uploaded successfully! AI is analyzing them now.')).toBeTruthy();
  });

  it('shares with the chosen tribes, and cannot upload to Tribes with no tribe chosen', async () => {
    const { api, user } = await renderUpload({
      tribes: { body: [makeTribe(), makeTribe({ id: 'tribe-x', name: 'Book club', role: 'member' })] },
    });
    await choose([imageFile('a.jpg')]);

    await user.click(screen.getByRole('radio', { name: 'Tribes' }));

    const button = screen.getByRole('button', { name: 'Upload 1 Photo' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(document.getElementById(button.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Choose at least one tribe to share with',
    );
    // Only the tribes the member owns can be chosen.
    expect(within(screen.getByRole('group', { name: 'Select Tribes' })).getAllByRole('checkbox')).toHaveLength(1);

    await user.click(screen.getByRole('checkbox', { name: 'Family (2 members)' }));
    expect(button.hasAttribute('disabled')).toBe(false);
    await user.click(button);

    expect(await screen.findByText('1 photo(s) uploaded successfully! AI is analyzing them now.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/photos/uploads')[0]!.body).toMatchObject({
      privacy: { visibility: 'tribes', allowedTribes: ['tribe-family'], intent: 'memory' },
    });
  });

  it('says so and disables upload when Tribes is chosen and the member has no tribe (GET /api/tribes answers [])', async () => {
    const { api, user } = await renderUpload({ tribes: { body: [] } });
    await choose([imageFile('a.jpg')]);

    await user.click(screen.getByRole('radio', { name: 'Tribes' }));

    expect(await screen.findByText("You don't have any tribes yet, so there is no one to share with.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create a tribe in My Tribes' }).getAttribute('href')).toBe('/tribes');
    expect(screen.getByRole('button', { name: 'Upload 1 Photo' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Choose at least one tribe to share with')).toBeTruthy();
    expect(api.callsTo('GET', '/api/tribes')).toHaveLength(1);
  });

  it("shows the server's message when the API refuses (413), sends nothing to storage and resets progress", async () => {
    const { user, router } = await renderUpload({ uploads: { status: 413, body: { message: 'File is too large (10 MB at most)' } } });
    await choose([imageFile('a.jpg')]);

    await user.click(screen.getByRole('button', { name: 'Upload 1 Photo' }));

    expect(await screen.findByText('File is too large (10 MB at most)')).toBeTruthy();
    expect(toastTexts()).toEqual(['Upload FailedFile is too large (10 MB at most)']);
    expect(screen.getByTestId('toast').getAttribute('role')).toBe('alert');
    expect(FakeXhr.requests).toHaveLength(0);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(tileStatus('a.jpg')).toBe('waiting');
    expect(screen.getByRole('button', { name: 'Upload 1 Photo' }).hasAttribute('disabled')).toBe(false);
    expect(router.state.location.pathname).toBe('/upload');
  });

  it("says 'Failed to upload {filename}' when the API answers without a message", async () => {
    const { user } = await renderUpload({ uploads: { status: 500, body: '' } });
    await choose([imageFile('a.jpg')]);

    await user.click(screen.getByRole('button', { name: 'Upload 1 Photo' }));

    await waitFor(() => expect(toastTexts()).toEqual(['Upload FailedFailed to upload a.jpg']));
  });

  it("says 'Failed to upload {filename}' when storage refuses the file (an XML error)", async () => {
    FakeXhr.answer = () => ({ status: 403, body: STORAGE_ERROR_XML });
    const { user, router, api } = await renderUpload();
    await choose([imageFile('a.jpg')]);

    await user.click(screen.getByRole('button', { name: 'Upload 1 Photo' }));

    await waitFor(() => expect(toastTexts()).toEqual(['Upload FailedFailed to upload a.jpg']));
    expect(tileStatus('a.jpg')).toBe('failed');
    // The photo the API made for the address is withdrawn rather than left "processing".
    expect(api.callsTo('DELETE', '/api/photos/photo-1')).toHaveLength(1);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(router.state.location.pathname).toBe('/upload');
  });

  it('reports honestly when some files reached storage and others did not, keeping only the failed ones', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    FakeXhr.answer = (xhr) => (xhr.fileName() === 'b.jpg' ? { status: 0 } : { status: 204 });
    const { user, router, queryClient } = await renderUpload();
    queryClient.setQueryData(['photos', 'feed'], []);
    await choose([imageFile('a.jpg'), imageFile('b.jpg'), imageFile('c.jpg')]);

    await user.click(screen.getByRole('button', { name: 'Upload 3 Photos' }));

    await waitFor(() =>
      expect(toastTexts()).toEqual([
        'Upload FailedFailed to upload b.jpg. The other 2 photo(s) were uploaded and AI is analyzing them now. Try the failed ones again.',
      ]),
    );
    expect(screen.queryByText('a.jpg')).toBeNull();
    expect(tileStatus('b.jpg')).toBe('failed');
    expect(screen.getByRole('button', { name: 'Upload 1 Photo' })).toBeTruthy();
    expect(queryClient.getQueryState(['photos', 'feed'])!.isInvalidated).toBe(true);
    await act(async () => vi.advanceTimersByTime(1500));
    expect(router.state.location.pathname).toBe('/upload');

    // Another try sends only the failed file.
    FakeXhr.answer = () => ({ status: 204 });
    await user.click(screen.getByRole('button', { name: 'Upload 1 Photo' }));
    expect(await screen.findByText('1 photo(s) uploaded successfully! AI is analyzing them now.')).toBeTruthy();
    expect(FakeXhr.requests.at(-1)!.fileName()).toBe('b.jpg');
  });

  it("401: toasts 'Unauthorized' and goes to /signin after 500 ms", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, router, api } = await renderUpload({ uploads: { status: 401, body: { message: 'Unauthorized' } } });
    await choose([imageFile('a.jpg')]);

    await user.click(screen.getByRole('button', { name: 'Upload 1 Photo' }));

    expect(await screen.findByText('You are logged out. Logging in again...')).toBeTruthy();
    expect(toastTexts()).toEqual(['UnauthorizedYou are logged out. Logging in again...']);
    expect(FakeXhr.requests).toHaveLength(0);
    const userReads = api.callsTo('GET', '/api/auth/user').length;
    await act(async () => vi.advanceTimersByTime(450));
    expect(router.state.location.pathname).toBe('/upload');
    await act(async () => vi.advanceTimersByTime(100));
    expect(router.state.location.pathname).toBe('/signin');
    // The app checks the session again.
    await waitFor(() => expect(api.callsTo('GET', '/api/auth/user').length).toBe(userReads + 1));
  });
});
