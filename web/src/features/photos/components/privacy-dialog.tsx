import { PHOTO_OWNER_MESSAGES } from '@shared/messages/photo-owner';
import { UI_MESSAGES } from '@shared/messages/ui';
import { useState } from 'react';
import type { Photo, Privacy } from '@shared/schemas/photo';
import { privacyProblem, VisibilityChooser } from '@/components/privacy/visibility-chooser';
import { Dialog } from '@/components/ui/dialog/dialog';
import { DialogActions } from '@/components/ui/dialog/dialog-actions';
import { useToast } from '@/components/ui/toast/toast';
import { useMyTribes } from '@/lib/tribes';
import { useUpdatePrivacy } from '../api/update-privacy';
import { VISIBILITY_WORDS } from '../lib/photo-text';
import './photo-dialogs.css';

/** 'Change Privacy': the visibility chooser seeded with the photo's privacy; Save applies it. */
export function PrivacyDialog({ photo, open, onClose }: { photo: Photo; open: boolean; onClose: () => void }) {
  const [value, setValue] = useState<Privacy>(photo.privacy);
  const tribes = useMyTribes();
  const { toast } = useToast();
  const update = useUpdatePrivacy({
    mutationConfig: {
      onSuccess: (updated) => {
        toast({
          title: PHOTO_OWNER_MESSAGES.privacyUpdatedTitle,
          description: PHOTO_OWNER_MESSAGES.privacyUpdated(VISIBILITY_WORDS[updated.privacy.visibility]),
          variant: 'success',
        });
        onClose();
      },
      onError: () =>
        toast({
          title: PHOTO_OWNER_MESSAGES.updateFailedTitle,
          description: PHOTO_OWNER_MESSAGES.privacyUpdateFailed,
          variant: 'destructive',
        }),
    },
  });
  const problem = privacyProblem(value);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="lg"
      title={PHOTO_OWNER_MESSAGES.changePrivacy}
      description={PHOTO_OWNER_MESSAGES.privacyDialogDescription}
      footer={
        <DialogActions
          isPending={update.isPending}
          confirmLabel={UI_MESSAGES.save}
          pendingLabel={UI_MESSAGES.saving}
          confirmDisabled={problem !== null}
          onCancel={onClose}
          onConfirm={() => update.mutate({ photoId: photo.id, privacy: value })}
        />
      }
    >
      <VisibilityChooser
        value={value}
        onChange={setValue}
        tribes={tribes.data ?? []}
        tribesStatus={tribes.status}
        idPrefix={`privacy-${photo.id}`}
      />
      {problem && value.visibility === 'tribes' && (tribes.data?.length ?? 0) > 0 ? (
        <p className="photo-dialog__note" role="status">
          {problem}
        </p>
      ) : null}
    </Dialog>
  );
}
