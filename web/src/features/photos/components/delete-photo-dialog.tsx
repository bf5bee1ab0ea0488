import type { Photo } from '@shared/schemas/photo';
import { ConfirmDeleteFooter } from '@/components/ui/dialog/confirm-delete-footer';
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
        toast({ title: 'Photo Deleted', description: 'Your photo has been removed.', variant: 'success' });
        onClose();
        onDeleted?.();
      },
      onError: () => toast({ title: 'Delete Failed', description: 'Failed to delete photo', variant: 'destructive' }),
    },
  });

  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="sm"
      title="Delete this photo?"
      description={<>“{photoTitle(photo)}” and its comments and likes are removed for good. This cannot be undone.</>}
      footer={
        <ConfirmDeleteFooter isPending={remove.isPending} onCancel={onClose} onConfirm={() => remove.mutate({ photoId: photo.id })} />
      }
    />
  );
}
