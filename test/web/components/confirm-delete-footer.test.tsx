/** The one delete-confirmation footer the API key, capsule and photo dialogs share: its DOM, pending state and Cancel's lock. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDeleteFooter } from '@/components/ui/dialog/confirm-delete-footer';
import { Dialog } from '@/components/ui/dialog/dialog';
import { renderWithProviders } from '../utils';

function renderFooter(props: { isPending?: boolean; cancelDisabled?: boolean; confirmLabel?: string } = {}) {
  const onCancel = vi.fn();
  const onConfirm = vi.fn();
  renderWithProviders(
    <Dialog
      open
      onClose={onCancel}
      size="sm"
      title="Delete this?"
      footer={<ConfirmDeleteFooter isPending={props.isPending ?? false} onCancel={onCancel} onConfirm={onConfirm} {...props} />}
    />,
  );
  const footer = screen.getByRole('dialog').querySelector('footer.dialog__footer') as HTMLElement;
  return { footer, onCancel, onConfirm };
}

describe('ConfirmDeleteFooter', () => {
  it('offers Cancel, then a destructive Delete with the trash icon, both enabled', async () => {
    const { footer, onCancel, onConfirm } = renderFooter();
    const buttons = within(footer).getAllByRole('button');
    expect(buttons.map((b) => [b.textContent, b.className, b.hasAttribute('disabled'), b.getAttribute('type')])).toEqual([
      ['Cancel', 'btn btn--outline btn--md', false, 'button'],
      ['Delete', 'btn btn--destructive btn--md', false, 'button'],
    ]);
    expect(buttons[1]!.querySelector('svg')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(buttons[1]!);
    expect(onConfirm).toHaveBeenCalledOnce();
    await user.click(buttons[0]!);
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('shows Deleting... on a busy, disabled delete while Cancel stays usable unless held', () => {
    const { footer } = renderFooter({ isPending: true, confirmLabel: 'Delete key' });
    const [cancel, confirm] = within(footer).getAllByRole('button');
    expect(confirm!.textContent).toBe('Deleting...');
    expect(confirm!.hasAttribute('disabled')).toBe(true);
    expect(confirm!.getAttribute('aria-busy')).toBe('true');
    expect(cancel!.hasAttribute('disabled')).toBe(false);
  });

  it('holds Cancel when asked (the API key dialog, while its delete runs)', () => {
    const { footer } = renderFooter({ isPending: true, cancelDisabled: true });
    expect(within(footer).getByRole('button', { name: 'Cancel' }).hasAttribute('disabled')).toBe(true);
  });

  it('names the destructive button as the dialog asks', () => {
    const { footer } = renderFooter({ confirmLabel: 'Delete key' });
    expect(within(footer).getByRole('button', { name: 'Delete key' })).toBeTruthy();
  });
});
