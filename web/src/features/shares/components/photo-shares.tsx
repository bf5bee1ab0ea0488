/** The member's active links of a photo on its detail: recipient, tone, expiry, views, and Revoke. */
import { SHARE_MESSAGES } from '@shared/messages/share';
import { useState } from 'react';
import { SHARE_TYPE_LABELS } from '@shared/enums';
import type { Share } from '@shared/schemas/share';
import { Button } from '@/components/ui/button/button';
import { useToast } from '@/components/ui/toast/toast';
import { usePhotoShares } from '../api/get-photo-shares';
import { useRevokeShare } from '../api/revoke-share';
import { formatExpiry } from '../lib/share-text';
import './shares.css';

const isActive = (share: Share, now: number) => Date.parse(share.expiresAt) > now;

export function PhotoShares({ photoId }: { photoId: string }) {
  const { data } = usePhotoShares(photoId);
  const { toast } = useToast();
  const revoke = useRevokeShare({
    mutationConfig: {
      onSuccess: () => toast({ title: SHARE_MESSAGES.revokedTitle, variant: 'success' }),
      onError: () => toast({ title: SHARE_MESSAGES.revokeFailedTitle, variant: 'destructive' }),
    },
  });
  // Expiry is judged as of when the page opened: a link expiring meanwhile still lists until the next visit.
  const [now] = useState(() => Date.now());
  const active = (data ?? []).filter((share) => isActive(share, now));
  if (active.length === 0) return null;
  return (
    <section className="photo-shares" aria-labelledby="photo-shares-title">
      <h2 id="photo-shares-title" className="photo-shares__title">
        {SHARE_MESSAGES.linksTitle}
      </h2>
      <ul className="photo-shares__list">
        {active.map((share) => (
          <li key={share.id} className="photo-shares__row">
            <div className="photo-shares__info">
              <span className="photo-shares__who">{share.toEmail ?? SHARE_MESSAGES.linkOnly}</span>
              <span className="photo-shares__meta">
                <span className={`share-tone share-tone--${share.shareType}`}>{SHARE_TYPE_LABELS[share.shareType]}</span>
                <span>{SHARE_MESSAGES.expires(formatExpiry(share.expiresAt))}</span>
                <span>
                  {share.views} {share.views === 1 ? 'view' : 'views'}
                </span>
              </span>
            </div>
            <Button
              variant="ghost"
              size="sm"
              aria-label={SHARE_MESSAGES.revokeLabel(share.toEmail)}
              isLoading={revoke.isPending && revoke.variables?.share.id === share.id}
              loadingText={SHARE_MESSAGES.revoking}
              onClick={() => revoke.mutate({ share })}
            >
              {SHARE_MESSAGES.revoke}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
