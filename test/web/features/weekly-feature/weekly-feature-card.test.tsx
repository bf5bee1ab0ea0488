import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { WeeklyFeature } from '@shared/schemas/content';
import type { UserSummary } from '@shared/schemas/user';
import { WeeklyFeatureCard } from '@/features/weekly-feature/components/weekly-feature-card';
import { mockFetch, renderWithProviders } from '../../utils';

const CURRENT = 'GET /api/weekly-features/current';

function makeFeature(
  overrides: { photo?: Partial<WeeklyFeature['photo']>; user?: Partial<UserSummary>; featuredReason?: string | null } = {},
): WeeklyFeature {
  return {
    photo: {
      id: 'p-9',
      photoUrl: '/media/p-9/display.webp?Signature=abc',
      title: 'Harbour lights at dusk',
      description: 'Boats rest while the town switches on its lights.',
      likes: 42,
      views: 1250,
      ...overrides.photo,
    },
    user: { id: 'user-2', firstName: 'Grace', lastName: 'Hopper', email: null, profileImageUrl: null, ...overrides.user },
    featuredReason: overrides.featuredReason === undefined ? 'Most liked photo this week' : overrides.featuredReason,
  };
}

const card = () => screen.getByRole('article', { name: 'Harbour lights at dusk' });
const initials = () => card().querySelector('.avatar__initials')?.textContent;

describe('WeeklyFeatureCard', () => {
  it('shows the photo, its title, description, likes and views, author, reason and a link to the photo', async () => {
    const api = mockFetch({ [CURRENT]: { body: makeFeature() } });

    renderWithProviders(<WeeklyFeatureCard />);

    expect(screen.getByRole('heading', { name: 'Photo of the Week' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Harbour lights at dusk' })).toBeTruthy();
    const image = within(card()).getByRole('img', { name: 'Harbour lights at dusk' });
    expect(image.getAttribute('src')).toBe('/media/p-9/display.webp?Signature=abc');
    // The feed's largest paint: fetched at once and first, never lazily (Lighthouse LCP).
    expect(image.getAttribute('loading')).toBeNull();
    expect(image.getAttribute('fetchpriority')).toBe('high');
    expect(within(card()).getByText('Boats rest while the town switches on its lights.')).toBeTruthy();
    expect(within(card()).getByRole('list', { name: 'Reactions' }).textContent).toBe('42 likes1.3K views');
    expect(within(card()).getByTestId('weekly-feature-author').textContent).toBe('Grace Hopper');
    expect(initials()).toBe('GH');
    expect(within(card()).getByText('Most liked photo this week')).toBeTruthy();
    expect(
      within(card())
        .getByRole('link', { name: /View photo/ })
        .getAttribute('href'),
    ).toBe('/photo/p-9');
    expect(api.calls.map((call) => call.url)).toEqual(['/api/weekly-features/current']);
  });

  it.each([
    ['first and last name', { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' }, 'Ada Lovelace', 'AL'],
    ['only a first name', { firstName: 'Ada', lastName: null, email: 'ada@example.com' }, 'Ada', 'A'],
    ['only a last name', { firstName: null, lastName: 'Lovelace', email: 'ada@example.com' }, 'Lovelace', 'L'],
    ['only an email', { firstName: null, lastName: null, email: 'zoe@example.com' }, 'zoe@example.com', 'Z'],
    ['nothing', { firstName: null, lastName: null, email: null }, 'Anonymous User', 'U'],
  ])('names an author with %s %s', async (_label, user, name, letters) => {
    mockFetch({ [CURRENT]: { body: makeFeature({ user }) } });

    renderWithProviders(<WeeklyFeatureCard />);

    await screen.findByRole('heading', { name: 'Harbour lights at dusk' });
    expect(within(card()).getByTestId('weekly-feature-author').textContent).toBe(name);
    expect(initials()).toBe(letters);
  });

  it('shows its empty text when the week has no feature', async () => {
    mockFetch({ [CURRENT]: { body: 'null' } });

    renderWithProviders(<WeeklyFeatureCard />);

    expect(await screen.findByText('No featured photo this week. Check back soon for amazing Snifty Photos!')).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('shows a skeleton while loading', () => {
    mockFetch({ [CURRENT]: () => new Promise(() => {}) });

    renderWithProviders(<WeeklyFeatureCard />);

    expect(screen.getByRole('status', { name: 'Loading the featured photo' })).toBeTruthy();
  });

  it('shows an error with a retry when the call fails', async () => {
    const user = userEvent.setup();
    let fail = true;
    mockFetch({ [CURRENT]: () => (fail ? { status: 500, body: { message: 'boom' } } : { body: makeFeature() }) });
    renderWithProviders(<WeeklyFeatureCard />);

    expect((await screen.findByRole('alert')).textContent).toContain("We couldn't load this week's featured photo.");
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { name: 'Harbour lights at dusk' })).toBeTruthy();
  });

  it("shows 'Failed to load image' when the photo cannot load", async () => {
    mockFetch({ [CURRENT]: { body: makeFeature() } });
    renderWithProviders(<WeeklyFeatureCard />);
    const image = await screen.findByRole('img', { name: 'Harbour lights at dusk' });

    fireEvent.error(image);

    expect(screen.getByRole('img', { name: 'Harbour lights at dusk: Failed to load image' })).toBeTruthy();
  });

  it('leaves out what the feature does not have: reason, description and (without a photo id) the link', async () => {
    mockFetch({ [CURRENT]: { body: makeFeature({ photo: { id: undefined, description: null }, featuredReason: null }) } });

    renderWithProviders(<WeeklyFeatureCard />);

    await screen.findByRole('heading', { name: 'Harbour lights at dusk' });
    expect(within(card()).queryByRole('link')).toBeNull();
    expect(within(card()).queryByText('Most liked photo this week')).toBeNull();
    expect(within(card()).queryByText('Boats rest while the town switches on its lights.')).toBeNull();
  });
});
