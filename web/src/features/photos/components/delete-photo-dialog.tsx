import type { Photo } from '@shared/schemas/photo';
import { Button } from '@/components/ui/button/button';
import { Dialog } from '@/components/ui/dialog/dialog';
import { TrashIcon } from '@/components/ui/icons/trash';
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
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button
            variant="destructive"
            icon={<TrashIcon />}
            isLoading={remove.isPending}
            loadingText="Deleting..."
            onClick={() => remove.mutate({ photoId: photo.id })}
          >
            Delete
          </Button>
        </>
      }
    />
  );
}
