import { useRef, useState, type FormEvent } from 'react';
import { TRIBE_MESSAGES } from '@shared/messages/tribe';
import type { Tribe } from '@shared/schemas/tribe';
import { Button } from '@/components/ui/button/button';
import { PlusIcon } from '@/components/ui/icons/plus';
import { EmailInput } from '@/components/ui/input/input';
import { useToast } from '@/components/ui/toast/toast';
import { isApiError } from '@/lib/api-client';
import { useAddTribeMember } from '../api/add-tribe-member';

const FAILED_TO_ADD = 'Failed to add member';

/**
 * The owner adds someone by email (SPEC.md section 5: a non-empty value; the server judges the rest
 * and its message becomes the failure toast's text). The address is invited; its person joins on accepting.
 */
export function AddMemberForm({ tribe }: { tribe: Tribe }) {
  const { toast } = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();

  const add = useAddTribeMember({
    mutationConfig: {
      onSuccess: (updated) => {
        toast({
          title: 'Member added',
          description: `${updated.invitation.email} is invited and joins ${updated.name} when they accept.`,
          variant: 'success',
        });
        setValue('');
      },
      onError: (failure) => {
        const reason = isApiError(failure) ? failure.serverMessage : undefined;
        // Beside the field too (aria-describedby), where it stays while the address is corrected.
        setError(reason ?? FAILED_TO_ADD);
        toast({ title: FAILED_TO_ADD, description: reason, variant: 'destructive' });
      },
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const memberId = value.trim();
    if (!memberId) {
      setError(TRIBE_MESSAGES.memberRequired);
      formRef.current?.querySelector<HTMLInputElement>('input[name="memberId"]')?.focus();
      return;
    }
    setError(undefined);
    add.mutate({ tribeId: tribe.id, memberId });
  };

  return (
    <form ref={formRef} className="add-member" onSubmit={onSubmit} noValidate aria-label={`Add a member to ${tribe.name}`}>
      <EmailInput
        label="Email address"
        name="memberId"
        placeholder="friend@example.com"
        autoComplete="off"
        value={value}
        error={error}
        hint="Enter their email address. They are invited and join when they accept."
        onChange={(event) => {
          setValue(event.target.value);
          if (error && event.target.value.trim()) setError(undefined);
        }}
        disabled={add.isPending}
      />
      <Button type="submit" icon={<PlusIcon />} isLoading={add.isPending} loadingText="Adding...">
        Add
      </Button>
    </form>
  );
}
