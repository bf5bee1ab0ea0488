import type { ReactNode } from 'react';
import { UI_MESSAGES } from '@shared/messages/ui';
import { Button, type ButtonVariant } from '@/components/ui/button/button';
import { TrashIcon } from '@/components/ui/icons/trash';

interface DialogActionsProps {
  /** What the action's button says, and what it says while the action runs ('Creating...'). */
  confirmLabel: ReactNode;
  pendingLabel: ReactNode;
  isPending: boolean;
  /** Submits this form (the dialog's body) instead of calling `onConfirm`. */
  form?: string;
  onConfirm?: () => void;
  onCancel: () => void;
  /** @default 'Cancel' */
  cancelLabel?: ReactNode;
  /** Holds Cancel while the action runs, where leaving then would lose what the action answers. */
  cancelDisabled?: boolean;
  confirmDisabled?: boolean;
  variant?: ButtonVariant;
  icon?: ReactNode;
}

/** A dialog's footer: Cancel, then the one action, which shows its pending words while it runs. */
export function DialogActions({
  confirmLabel,
  pendingLabel,
  isPending,
  form,
  onConfirm,
  onCancel,
  cancelLabel = UI_MESSAGES.cancel,
  cancelDisabled,
  confirmDisabled,
  variant,
  icon,
}: DialogActionsProps) {
  return (
    <>
      <Button variant="outline" onClick={onCancel} disabled={cancelDisabled}>
        {cancelLabel}
      </Button>
      <Button
        type={form ? 'submit' : 'button'}
        form={form}
        variant={variant}
        icon={icon}
        isLoading={isPending}
        loadingText={pendingLabel}
        disabled={confirmDisabled}
        onClick={onConfirm}
      >
        {confirmLabel}
      </Button>
    </>
  );
}

/** A delete confirmation's footer: Cancel, then the destructive button that shows 'Deleting...' while the delete runs. */
export function ConfirmDeleteFooter({
  confirmLabel = UI_MESSAGES.delete,
  ...props
}: Omit<DialogActionsProps, 'confirmLabel' | 'pendingLabel' | 'variant' | 'icon'> & { confirmLabel?: ReactNode }) {
  return (
    <DialogActions
      {...props}
      confirmLabel={confirmLabel}
      pendingLabel={UI_MESSAGES.deleting}
      variant="destructive"
      icon={<TrashIcon />}
    />
  );
}
