import { SHARE_MESSAGES } from '@shared/messages/share';
import { useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { ExternalLinkIcon } from '@/components/ui/icons/external-link';
import { ShareDialog } from './share-dialog';

/** 'Share' on the photo detail: opens 'Share Privately'. */
export function ShareButton({ photoId }: { photoId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" icon={<ExternalLinkIcon />} onClick={() => setOpen(true)}>
        {SHARE_MESSAGES.shareButton}
      </Button>
      <ShareDialog photoId={photoId} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
