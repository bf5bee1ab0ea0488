import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToast } from '@/components/ui/toast/toast';
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
