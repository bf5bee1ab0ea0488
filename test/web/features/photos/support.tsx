/** Photo fixtures and renderers for the photo screens; the API is faked with test/web/utils.tsx's mockFetch. */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import type { Photo } from '@shared/schemas/photo';
import type { PublicUser } from '@shared/schemas/user';
import { AppProvider } from '@/app/provider';
import { currentUserQueryOptions } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { makeUser } from '../../utils';

export const ME = makeUser({ id: 'user-1', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' });

export function makePhoto(overrides: Partial<Photo> = {}): Photo {
  const id = overrides.id ?? 'p-1';
  return {
    id,
    userId: 'user-2',
    title: `Sunset over the bay ${id}`,
    description: 'Golden light spills over calm water.',
    photoUrl: `/media/${id}/display.webp?sig=1`,
    thumbnailUrl: `/media/${id}/thumb.webp?sig=1`,
    originalUrl: null,
    placeholder: 'data:image/webp;base64,UklGRg==',
    width: 1600,
    height: 1200,
    style: 'witty',
    status: 'ready',
    edited: false,
    editProcessing: false,
    views: 12,
    likes: 3,
    dislikes: 0,
    comments: 2,
    tags: ['sunset', 'sea'],
    mood: 'calm',
    primaryColors: ['#ff8800', '#223344'],
    isLiked: false,
    isDisliked: false,
    privacy: { visibility: 'public', allowedTribes: [], intent: 'memory' },
    user: { id: 'user-2', firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com', profileImageUrl: null },
    tribeSpecificContent: {},
    sharedThrough: [],
    createdAt: '2025-03-03T10:00:00.000Z',
    updatedAt: '2025-03-03T10:00:00.000Z',
    ...overrides,
  };
}

/** A photo of the signed-in member (ME). */
export const myPhoto = (overrides: Partial<Photo> = {}) =>
  makePhoto({
    userId: ME.id,
    user: { id: ME.id, firstName: 'Ada', lastName: 'Lovelace', email: ME.email, profileImageUrl: null },
    ...overrides,
  });

/** Routes in a memory router at `path`, with fresh providers (a QueryClient with retry off). */
export function renderRoutes(routes: RouteObject[], path: string, { signedInAs }: { signedInAs?: PublicUser } = {}) {
  const queryClient = createQueryClient();
  // A member already known, so owner checks hold from the first render.
  if (signedInAs) queryClient.setQueryData(currentUserQueryOptions().queryKey, signedInAs);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...result, router, queryClient };
}

/** One element at '/', plus a stand-in page at each other path it may link to. */
export const renderAt = (element: ReactElement, { signedInAs = ME }: { signedInAs?: PublicUser } = {}) =>
  renderRoutes(
    [
      { path: '/', element },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    '/',
    { signedInAs },
  );

/**
 * The owner's dialogs are lazy chunks (photo-actions-menu.tsx): a file that opens them loads them once before its
 * tests, so no test's time includes their first transform on a busy machine. Each test still waits for its dialog.
 */
export const loadOwnerDialogs = () =>
  Promise.all([
    import('@/features/photos/components/restyle-dialog'),
    import('@/features/photos/components/privacy-dialog'),
    import('@/features/photos/components/delete-photo-dialog'),
  ]);
