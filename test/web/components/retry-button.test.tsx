/** The one 'Try again' every screen shows under a read that failed. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RetryButton } from '@/components/ui/button/retry-button';

describe('RetryButton', () => {
  it("reads again on a click, as an outline button saying 'Try again'", async () => {
    const onRetry = vi.fn();
    render(<RetryButton onRetry={onRetry} isRetrying={false} size="sm" />);
    const button = screen.getByRole('button', { name: 'Try again' });
    expect(button.className).toBe('btn btn--outline btn--sm');
    await userEvent.setup().click(button);
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("says 'Trying again...' and takes no second click while the read is on its way", async () => {
    const onRetry = vi.fn();
    render(<RetryButton onRetry={onRetry} isRetrying />);
    const button = screen.getByRole('button', { name: /Trying again\.\.\./ });
    expect(button.hasAttribute('disabled')).toBe(true);
    await userEvent.setup().click(button);
    expect(onRetry).not.toHaveBeenCalled();
  });
});
