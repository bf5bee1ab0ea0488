import { TRIBE_SCREEN_MESSAGES } from '@shared/messages/tribe-screens';
import { UI_MESSAGES } from '@shared/messages/ui';
import { TRIBE_NAME_MAX_LENGTH } from '@shared/constants';
import { type Tribe, createTribeBody } from '@shared/schemas/tribe';
import { Button } from '@/components/ui/button/button';
import { Dialog } from '@/components/ui/dialog/dialog';
import { PlusIcon } from '@/components/ui/icons/plus';
import { Input } from '@/components/ui/input/input';
import { useToast } from '@/components/ui/toast/toast';
import { isApiError } from '@/lib/api-client';
import { useZodForm } from '@/lib/form';
import { useCreateTribe } from '../api/create-tribe';

const FORM_ID = 'create-tribe-form';

/** A custom tribe, by name; on success the new tribe's panel opens so people can be added. */
export function CreateTribeDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (tribe: Tribe) => void;
}) {
  const { toast } = useToast();
  const form = useZodForm(createTribeBody, { name: '' });
  const create = useCreateTribe({
    mutationConfig: {
      onSuccess: (tribe) => {
        toast({
          title: TRIBE_SCREEN_MESSAGES.tribeCreatedTitle,
          description: TRIBE_SCREEN_MESSAGES.tribeCreated(tribe.name),
          variant: 'success',
        });
        form.reset();
        onCreated(tribe);
      },
      onError: (error) =>
        toast({
          title: TRIBE_SCREEN_MESSAGES.createFailedTitle,
          description: isApiError(error) ? error.serverMessage : undefined,
          variant: 'destructive',
        }),
    },
  });

  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="sm"
      title={TRIBE_SCREEN_MESSAGES.newTribeTitle}
      description={TRIBE_SCREEN_MESSAGES.newTribeDescription}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={create.isPending}>
            {UI_MESSAGES.cancel}
          </Button>
          <Button
            type="submit"
            form={FORM_ID}
            icon={<PlusIcon />}
            isLoading={create.isPending}
            loadingText={TRIBE_SCREEN_MESSAGES.creating}
          >
            {TRIBE_SCREEN_MESSAGES.createTribe}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} noValidate onSubmit={form.handleSubmit(({ name }) => create.mutate({ name }))}>
        <Input
          label={TRIBE_SCREEN_MESSAGES.tribeNameLabel}
          placeholder={TRIBE_SCREEN_MESSAGES.tribeNamePlaceholder}
          maxLength={TRIBE_NAME_MAX_LENGTH}
          autoComplete="off"
          {...form.field('name')}
          disabled={create.isPending}
        />
      </form>
    </Dialog>
  );
}
