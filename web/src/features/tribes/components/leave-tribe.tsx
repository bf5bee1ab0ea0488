import { useState } from 'react';
import type { Tribe } from '../../../../../shared/schemas/tribe';
import { Button } from '../../../components/ui/button/button';
import { AlertCircleIcon, LogOutIcon } from '../../../components/ui/icons/icons';
import { useToast } from '../../../components/ui/toast/toast';
import { errorMessage } from '../../../lib/api-client';
import { useLeaveTribe } from '../api/leave-tribe';
import { ownerName } from '../lib/tribe-text';

/** A member leaves someone else's tribe, after confirming. */
export function LeaveTribe({ tribe, userId, onLeft }: { tribe: Tribe; userId: string; onLeft: () => void }) {
  const { toast } = useToast();
  const [confirming, setConfirming] = useState(false);
  const leave = useLeaveTribe({
    mutationConfig: {
      onSuccess: () => {
        toast({ title: 'Left tribe', description: `You are no longer in ${tribe.name}.`, variant: 'success' });
        onLeft();
      },
    },
  });

  if (!confirming) {
    return (
      <Button variant="outline" className="danger-outline" icon={<LogOutIcon />} onClick={() => setConfirming(true)}>
        Leave tribe
      </Button>
    );
  }
  return (
    <div className="confirm-box" role="group" aria-label="Confirm leaving">
      <AlertCircleIcon aria-hidden="true" className="confirm-box__icon" />
      <div className="confirm-box__body">
        <p className="confirm-box__title">Leave {tribe.name}?</p>
        <p className="confirm-box__text">
          You will no longer see the photos shared with it. Only {ownerName(tribe)} can add you back.
        </p>
        {leave.isError ? (
          <p className="confirm-box__error" role="alert">
            {errorMessage(leave.error, "We couldn't take you out of this tribe. Please try again.")}
          </p>
        ) : null}
        <div className="confirm-box__actions">
          <Button variant="outline" size="sm" onClick={() => setConfirming(false)} disabled={leave.isPending}>
            Stay
          </Button>
          <Button
            variant="destructive"
            size="sm"
            icon={<LogOutIcon />}
            isLoading={leave.isPending}
            loadingText="Leaving..."
            onClick={() => leave.mutate({ tribeId: tribe.id, userId })}
          >
            Leave tribe
          </Button>
        </div>
      </div>
    </div>
  );
}
