import { TRIBE_SCREEN_MESSAGES } from '@shared/messages/tribe-screens';
import { useRef, useState, type FormEvent } from 'react';
import { TRIBE_MESSAGES } from '@shared/messages/tribe';
import type { Tribe } from '@shared/schemas/tribe';
import { Button } from '@/components/ui/button/button';
import { PlusIcon } from '@/components/ui/icons/plus';
import { EmailInput } from '@/components/ui/input/input';
import { useToast } from '@/components/ui/toast/toast';
import { isApiError } from '@/lib/api-client';
import { useAddTribeMember } from '../api/add-tribe-member';

/**
 * The owner adds someone by email (a non-empty value; the server judges the rest
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
          title: TRIBE_SCREEN_MESSAGES.memberAddedTitle,
          description: TRIBE_SCREEN_MESSAGES.memberAdded(updated.invitation.email, updated.name),
          variant: 'success',
        });
        setValue('');
      },
      onError: (failure) => {
        const reason = isApiError(failure) ? failure.serverMessage : undefined;
        // Beside the field too (aria-describedby), where it stays while the address is corrected.
        setError(reason ?? TRIBE_SCREEN_MESSAGES.addMemberFailed);
        toast({ title: TRIBE_SCREEN_MESSAGES.addMemberFailed, description: reason, variant: 'destructive' });
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
    <form
      ref={formRef}
      className="add-member"
      onSubmit={onSubmit}
      noValidate
      aria-label={TRIBE_SCREEN_MESSAGES.addMemberFormLabel(tribe.name)}
    >
      <EmailInput
        label={TRIBE_SCREEN_MESSAGES.memberEmailLabel}
        name="memberId"
        placeholder={TRIBE_SCREEN_MESSAGES.memberEmailPlaceholder}
        autoComplete="off"
        value={value}
        error={error}
        hint={TRIBE_SCREEN_MESSAGES.memberEmailHint}
        onChange={(event) => {
          setValue(event.target.value);
          if (error && event.target.value.trim()) setError(undefined);
        }}
        disabled={add.isPending}
      />
      <Button type="submit" icon={<PlusIcon />} isLoading={add.isPending} loadingText={TRIBE_SCREEN_MESSAGES.adding}>
        {TRIBE_SCREEN_MESSAGES.add}
      </Button>
    </form>
  );
}
