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
      onSuccess: () => toast({ title: 'Invitation accepted', description: `You are now in ${tribeName}.`, variant: 'success' }),
      onError: failed('Failed to accept invitation'),
    },
  });
  const decline = useDeclineTribeInvitation({
    mutationConfig: {
      onSuccess: () => toast({ title: 'Invitation declined', variant: 'success' }),
      onError: failed('Failed to decline invitation'),
    },
  });
  const busy = accept.isPending || decline.isPending;

  return (
    <div className="invitation-actions">
      <Button
        size="sm"
        icon={<CheckIcon />}
        aria-label={`Accept the invitation to ${tribeName}`}
        isLoading={accept.isPending}
        disabled={busy && !accept.isPending}
        onClick={() => accept.mutate({ tribeId })}
      >
        Accept
      </Button>
      <Button
        size="sm"
        variant="outline"
        icon={<XIcon />}
        aria-label={`Decline the invitation to ${tribeName}`}
        isLoading={decline.isPending}
        disabled={busy && !decline.isPending}
        onClick={() => decline.mutate({ tribeId })}
      >
        Decline
      </Button>
    </div>
  );
}
