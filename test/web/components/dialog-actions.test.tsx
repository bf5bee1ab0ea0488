/** The dialogs' one footer (Cancel, then the action) and its delete preset: DOM, pending state, Cancel's lock, form submits. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDeleteFooter, DialogActions } from '@/components/ui/dialog/dialog-actions';
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

function renderActions(isPending: boolean) {
  const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
  const onCancel = vi.fn();
  renderWithProviders(
    <Dialog
      open
      onClose={onCancel}
      size="sm"
      title="New tribe"
      footer={
        <DialogActions
          form="new-tribe"
          isPending={isPending}
          confirmLabel="Create tribe"
          pendingLabel="Creating..."
          onCancel={onCancel}
        />
      }
    >
      <form id="new-tribe" onSubmit={onSubmit} />
    </Dialog>,
  );
  return { onSubmit, onCancel };
}

describe('DialogActions', () => {
  it("submits the dialog's form", async () => {
    const { onSubmit } = renderActions(false);
    const create = screen.getByRole('button', { name: 'Create tribe' });
    expect(create.getAttribute('type')).toBe('submit');
    await userEvent.setup().click(create);
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('shows its pending words on a disabled action while Cancel stays usable', async () => {
    const { onCancel } = renderActions(true);
    expect(screen.getByRole('button', { name: 'Creating...' }).hasAttribute('disabled')).toBe(true);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });
});
