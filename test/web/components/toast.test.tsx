import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NAVIGATION_NEWS_MS, ToastProvider, useToast, useToastsOfPage } from '@/components/ui/toast/toast';
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
  function Page({ page }: { page: string }) {
    useToastsOfPage(page);
    const { toast } = useToast();
    return (
      <button type="button" onClick={() => toast({ title: `Raised on ${page}`, duration: 60_000 })}>
        raise
      </button>
    );
  }
  const renderPage = (page: string) =>
    render(
      <ToastProvider>
        <Page page={page} />
      </ToastProvider>,
    );

  it('goes when the member moves to another page a while after it was raised', async () => {
    const now = vi.spyOn(performance, 'now').mockReturnValue(10_000);
    const user = userEvent.setup();
    const { rerender } = renderPage('/photo/1');
    await user.click(screen.getByRole('button', { name: 'raise' }));
    expect(screen.getByText('Raised on /photo/1')).toBeTruthy();

    now.mockReturnValue(10_000 + NAVIGATION_NEWS_MS + 1);
    rerender(
      <ToastProvider>
        <Page page="/profile" />
      </ToastProvider>,
    );

    expect(screen.queryByText('Raised on /photo/1')).toBeNull();
    now.mockRestore();
  });

  it('goes along with the navigation it announces (raised just before it)', async () => {
    const now = vi.spyOn(performance, 'now').mockReturnValue(10_000);
    const user = userEvent.setup();
    const { rerender } = renderPage('/upload');
    await user.click(screen.getByRole('button', { name: 'raise' }));

    now.mockReturnValue(10_200);
    rerender(
      <ToastProvider>
        <Page page="/" />
      </ToastProvider>,
    );

    expect(screen.getByText('Raised on /upload')).toBeTruthy();
    now.mockRestore();
  });
});
