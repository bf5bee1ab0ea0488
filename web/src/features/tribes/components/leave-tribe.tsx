import { useState } from 'react';
import type { Tribe } from '@shared/schemas/tribe';
import { Button } from '@/components/ui/button/button';
import { LogOutIcon } from '@/components/ui/icons/log-out';
import { useToast } from '@/components/ui/toast/toast';
import { errorMessage } from '@/lib/api-client';
import { useLeaveTribe } from '../api/leave-tribe';
import { ownerName } from '../lib/tribe-text';
import { ConfirmBox } from './confirm-box';

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
    <ConfirmBox
      label="Confirm leaving"
      title={`Leave ${tribe.name}?`}
      text={`You will no longer see the photos shared with it. Only ${ownerName(tribe)} can add you back.`}
      error={leave.isError ? errorMessage(leave.error, "We couldn't take you out of this tribe. Please try again.") : null}
      cancelLabel="Stay"
      confirmLabel="Leave tribe"
      confirmIcon={<LogOutIcon />}
      pendingText="Leaving..."
      isPending={leave.isPending}
      onCancel={() => setConfirming(false)}
      onConfirm={() => leave.mutate({ tribeId: tribe.id, userId })}
    />
  );
}
