import { UI_MESSAGES } from '@shared/messages/ui';
import { Button } from '@/components/ui/button/button';
import { TrashIcon } from '@/components/ui/icons/trash';

/**
 * A delete confirmation's footer for `Dialog`: Cancel, then the destructive button that shows 'Deleting...'
 * while the delete runs. Cancel stays enabled unless `cancelDisabled` says so (the API key dialog holds it).
 */
export function ConfirmDeleteFooter({
  confirmLabel = UI_MESSAGES.delete,
  isPending,
  cancelDisabled,
  onCancel,
  onConfirm,
}: {
  confirmLabel?: string;
  isPending: boolean;
  cancelDisabled?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <>
      <Button variant="outline" onClick={onCancel} disabled={cancelDisabled}>
        {UI_MESSAGES.cancel}
      </Button>
      <Button variant="destructive" icon={<TrashIcon />} isLoading={isPending} loadingText={UI_MESSAGES.deleting} onClick={onConfirm}>
        {confirmLabel}
      </Button>
    </>
  );
}
