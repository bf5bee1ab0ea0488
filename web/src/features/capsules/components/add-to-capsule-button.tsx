import { CAPSULE_SCREEN_MESSAGES } from '@shared/messages/capsule-screens';
import { useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { Dialog } from '@/components/ui/dialog/dialog';
import { ArchiveIcon } from '@/components/ui/icons/archive';
import { CapsuleForm } from './capsule-form';

/** The photo owner's 'Add to Capsule': the capsule form in a dialog. */
export function AddToCapsuleButton({ photoId }: { photoId: string }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Button variant="outline" icon={<ArchiveIcon />} onClick={() => setOpen(true)}>
        {CAPSULE_SCREEN_MESSAGES.addToCapsule}
      </Button>
      <Dialog
        open={open}
        onClose={close}
        size="lg"
        title={CAPSULE_SCREEN_MESSAGES.addTitle}
        description={CAPSULE_SCREEN_MESSAGES.addDescription}
      >
        {open ? <CapsuleForm photoId={photoId} onCreated={close} onCancel={close} /> : null}
      </Dialog>
    </>
  );
}
