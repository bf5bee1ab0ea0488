import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToast, useToastsOfPage } from '@/components/ui/toast/toast';
import { toastTexts } from '../utils';

function Buttons() {
  const { toast } = useToast();
  return (
    <>
      <button type="button" onClick={() => toast({ title: 'First', description: 'one' })}>
        first
      </button>
      <button type="button" onClick={() => toast({ title: 'Second', description: 'two', variant: 'destructive', duration: 1000 })}>
        second
      </button>
    </>
  );
}

describe('toasts', () => {
  it('shows one toast at a time: the newest replaces the older', async () => {
    // Prepare
    const user = userEvent.setup();
    render(
      <ToastProvider>
        <Buttons />
      </ToastProvider>,
    );

    // Act
    await user.click(screen.getByRole('button', { name: 'first' }));
    await user.click(screen.getByRole('button', { name: 'second' }));

    // Assess
    expect(toastTexts()).toHaveLength(1);
    expect(screen.getByText('Second')).toBeTruthy();
    expect(screen.queryByText('First')).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('two');
  });

  it('closes by itself after its duration, and with its close button', async () => {
    vi.useFakeTimers();
    render(
      <ToastProvider>
        <Buttons />
      </ToastProvider>,
    );

    act(() => screen.getByRole('button', { name: 'second' }).click());
    expect(toastTexts()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1000));
    expect(toastTexts()).toHaveLength(0);

    act(() => screen.getByRole('button', { name: 'first' }).click());
    act(() => screen.getByRole('button', { name: 'Dismiss alert' }).click());
    expect(toastTexts()).toHaveLength(0);
  });
});

describe('a toast belongs to the page that raised it', () => {
  function Page({ page, navigation = 'PUSH' }: { page: string; navigation?: 'POP' | 'PUSH' }) {
    useToastsOfPage(page, navigation);
    const { toast } = useToast();
    return (
      <>
        <button type="button" onClick={() => toast({ title: `Raised on ${page}`, duration: 60_000 })}>
          raise
        </button>
        <a href="#profile" onClick={(event) => event.preventDefault()}>
          profile
        </a>
      </>
    );
  }
  const at = (page: string, navigation?: 'POP' | 'PUSH') => (
    <ToastProvider>
      <Page page={page} navigation={navigation} />
    </ToastProvider>
  );

  it('goes when the member follows a link to another page', async () => {
    const user = userEvent.setup();
    const { rerender } = render(at('/photo/1'));
    await user.click(screen.getByRole('button', { name: 'raise' }));
    expect(screen.getByText('Raised on /photo/1')).toBeTruthy();

    await user.click(screen.getByRole('link', { name: 'profile' }));
    rerender(at('/profile'));

    expect(screen.queryByText('Raised on /photo/1')).toBeNull();
  });

  it('goes when the member goes back', async () => {
    const user = userEvent.setup();
    const { rerender } = render(at('/photo/1'));
    await user.click(screen.getByRole('button', { name: 'raise' }));

    rerender(at('/', 'POP'));

    expect(screen.queryByText('Raised on /photo/1')).toBeNull();
  });

  it("stays through the app's own navigation that its news announces (an account made, then sign-in)", async () => {
    const user = userEvent.setup();
    const { rerender } = render(at('/signup'));
    await user.click(screen.getByRole('button', { name: 'raise' }));
    // Long after any earlier test's click on a link.
    const later = performance.now() + 60_000;
    const now = vi.spyOn(performance, 'now').mockReturnValue(later);

    rerender(at('/signin'));

    expect(screen.getByText('Raised on /signup')).toBeTruthy();
    now.mockRestore();
  });
});
