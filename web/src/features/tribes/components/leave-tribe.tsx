import { TRIBE_MESSAGES } from '@shared/messages/tribe';
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
        toast({ title: TRIBE_MESSAGES.leftTitle, description: TRIBE_MESSAGES.left(tribe.name), variant: 'success' });
        onLeft();
      },
    },
  });

  if (!confirming) {
    return (
      <Button variant="outline" className="danger-outline" icon={<LogOutIcon />} onClick={() => setConfirming(true)}>
        {TRIBE_MESSAGES.leaveTribe}
      </Button>
    );
  }
  return (
    <ConfirmBox
      label={TRIBE_MESSAGES.confirmLeavingLabel}
      title={TRIBE_MESSAGES.leaveTitle(tribe.name)}
      text={TRIBE_MESSAGES.leaveWarning(ownerName(tribe))}
      error={leave.isError ? errorMessage(leave.error, TRIBE_MESSAGES.leaveFailed) : null}
      cancelLabel={TRIBE_MESSAGES.stay}
      confirmLabel={TRIBE_MESSAGES.leaveTribe}
      confirmIcon={<LogOutIcon />}
      pendingText={TRIBE_MESSAGES.leaving}
      isPending={leave.isPending}
      onCancel={() => setConfirming(false)}
      onConfirm={() => leave.mutate({ tribeId: tribe.id, userId })}
    />
  );
}
