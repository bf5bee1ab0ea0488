import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button/button';
import { AlertCircleIcon } from '@/components/ui/icons/alert-circle';

/** An inline "are you sure?" for a destructive tribe action (delete, leave), with its own error line. */
export function ConfirmBox({
  label,
  title,
  text,
  error,
  cancelLabel,
  confirmLabel,
  confirmIcon,
  pendingText,
  isPending,
  onCancel,
  onConfirm,
}: {
  label: string;
  title: string;
  text: ReactNode;
  error?: string | null;
  cancelLabel: string;
  confirmLabel: string;
  confirmIcon: ReactNode;
  pendingText: string;
  isPending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <div className="confirm-box" role="group" aria-label={label}>
      <AlertCircleIcon aria-hidden="true" className="confirm-box__icon" />
      <div className="confirm-box__body">
        <p className="confirm-box__title">{title}</p>
        <p className="confirm-box__text">{text}</p>
        {error ? (
          <p className="confirm-box__error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="confirm-box__actions">
          <Button variant="outline" size="sm" onClick={onCancel} disabled={isPending}>
            {cancelLabel}
          </Button>
          <Button
            variant="destructive"
            size="sm"
            icon={confirmIcon}
            isLoading={isPending}
            loadingText={pendingText}
            onClick={onConfirm}
          >
            {confirmLabel}
          </Button>
        </div>
      </div>
    </div>
  );
}
