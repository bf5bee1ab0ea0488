import { TRIBE_SCREEN_MESSAGES } from '@shared/messages/tribe-screens';
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
        toast({ title: TRIBE_SCREEN_MESSAGES.leftTitle, description: TRIBE_SCREEN_MESSAGES.left(tribe.name), variant: 'success' });
        onLeft();
      },
    },
  });

  if (!confirming) {
    return (
      <Button variant="outline" className="danger-outline" icon={<LogOutIcon />} onClick={() => setConfirming(true)}>
        {TRIBE_SCREEN_MESSAGES.leaveTribe}
      </Button>
    );
  }
  return (
    <ConfirmBox
      label={TRIBE_SCREEN_MESSAGES.confirmLeavingLabel}
      title={TRIBE_SCREEN_MESSAGES.leaveTitle(tribe.name)}
      text={TRIBE_SCREEN_MESSAGES.leaveWarning(ownerName(tribe))}
      error={leave.isError ? errorMessage(leave.error, TRIBE_SCREEN_MESSAGES.leaveFailed) : null}
      cancelLabel={TRIBE_SCREEN_MESSAGES.stay}
      confirmLabel={TRIBE_SCREEN_MESSAGES.leaveTribe}
      confirmIcon={<LogOutIcon />}
      pendingText={TRIBE_SCREEN_MESSAGES.leaving}
      isPending={leave.isPending}
      onCancel={() => setConfirming(false)}
      onConfirm={() => leave.mutate({ tribeId: tribe.id, userId })}
    />
  );
}
