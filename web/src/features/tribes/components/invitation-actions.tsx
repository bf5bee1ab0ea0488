import { TRIBE_MESSAGES } from '@shared/messages/tribe';
import { Button } from '@/components/ui/button/button';
import { CheckIcon } from '@/components/ui/icons/check';
import { XIcon } from '@/components/ui/icons/x';
import { useToast } from '@/components/ui/toast/toast';
import { isApiError } from '@/lib/api-client';
import { useAcceptTribeInvitation, useDeclineTribeInvitation } from '../api/answer-tribe-invitation';
import './invitations.css';

/**
 * Accept and Decline for one invitation, with their toasts: on the Invitations list of My Tribes and on
 * an invitation's row in the notification bell (the app shell puts them there).
 */
export function InvitationActions({ tribeId, tribeName }: { tribeId: string; tribeName: string }) {
  const { toast } = useToast();
  const failed = (title: string) => (failure: Error) =>
    toast({ title, description: isApiError(failure) ? failure.serverMessage : undefined, variant: 'destructive' });
  const accept = useAcceptTribeInvitation({
    mutationConfig: {
      onSuccess: () =>
        toast({
          title: TRIBE_MESSAGES.invitationAcceptedTitle,
          description: TRIBE_MESSAGES.invitationAccepted(tribeName),
          variant: 'success',
        }),
      onError: failed(TRIBE_MESSAGES.acceptFailedTitle),
    },
  });
  const decline = useDeclineTribeInvitation({
    mutationConfig: {
      onSuccess: () => toast({ title: TRIBE_MESSAGES.invitationDeclinedTitle, variant: 'success' }),
      onError: failed(TRIBE_MESSAGES.declineFailedTitle),
    },
  });
  const busy = accept.isPending || decline.isPending;

  return (
    <div className="invitation-actions">
      <Button
        size="sm"
        icon={<CheckIcon />}
        aria-label={TRIBE_MESSAGES.acceptInvitationLabel(tribeName)}
        isLoading={accept.isPending}
        disabled={busy && !accept.isPending}
        onClick={() => accept.mutate({ tribeId })}
      >
        {TRIBE_MESSAGES.acceptInvitation}
      </Button>
      <Button
        size="sm"
        variant="outline"
        icon={<XIcon />}
        aria-label={TRIBE_MESSAGES.declineInvitationLabel(tribeName)}
        isLoading={decline.isPending}
        disabled={busy && !decline.isPending}
        onClick={() => decline.mutate({ tribeId })}
      >
        {TRIBE_MESSAGES.declineInvitation}
      </Button>
    </div>
  );
}
