import { PHOTO_MESSAGES } from '@shared/messages/photo';
import { UI_MESSAGES } from '@shared/messages/ui';
import type { Photo } from '@shared/schemas/photo';
import { ConfirmDeleteFooter } from '@/components/ui/dialog/dialog-actions';
import { Dialog } from '@/components/ui/dialog/dialog';
import { useToast } from '@/components/ui/toast/toast';
import { useDeletePhoto } from '../api/delete-photo';
import { photoTitle } from '../lib/photo-text';

/** Asks before deleting; on success the photo leaves every list and `onDeleted` runs (the detail page goes home). */
export function DeletePhotoDialog({
  photo,
  open,
  onClose,
  onDeleted,
}: {
  photo: Photo;
  open: boolean;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const { toast } = useToast();
  const remove = useDeletePhoto({
    mutationConfig: {
      onSuccess: () => {
        toast({ title: PHOTO_MESSAGES.deletedTitle, description: PHOTO_MESSAGES.deleted, variant: 'success' });
        onClose();
        onDeleted?.();
      },
      onError: () => toast({ title: UI_MESSAGES.deleteFailedTitle, description: PHOTO_MESSAGES.deleteFailed, variant: 'destructive' }),
    },
  });

  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="sm"
      title={PHOTO_MESSAGES.deleteTitle}
      description={PHOTO_MESSAGES.deleteWarning(photoTitle(photo))}
      footer={
        <ConfirmDeleteFooter isPending={remove.isPending} onCancel={onClose} onConfirm={() => remove.mutate({ photoId: photo.id })} />
      }
    />
  );
}
