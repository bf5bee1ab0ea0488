import { TRIBE_SCREEN_MESSAGES } from '@shared/messages/tribe-screens';
import { TRIBE_NAME_MAX_LENGTH } from '@shared/constants';
import { type Tribe, createTribeBody } from '@shared/schemas/tribe';
import { Dialog } from '@/components/ui/dialog/dialog';
import { DialogActions } from '@/components/ui/dialog/dialog-actions';
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
        <DialogActions
          form={FORM_ID}
          icon={<PlusIcon />}
          isPending={create.isPending}
          cancelDisabled={create.isPending}
          confirmLabel={TRIBE_SCREEN_MESSAGES.createTribe}
          pendingLabel={TRIBE_SCREEN_MESSAGES.creating}
          onCancel={onClose}
        />
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
