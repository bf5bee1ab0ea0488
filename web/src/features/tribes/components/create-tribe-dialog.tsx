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
        toast({ title: 'Tribe created', description: `${tribe.name} is ready. Add people to start sharing.`, variant: 'success' });
        form.reset();
        onCreated(tribe);
      },
      onError: (error) =>
        toast({
          title: 'Failed to create tribe',
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
      title="New tribe"
      description="A group of your own beyond Family, BFFs, Colleagues, Guests and Outer Circle."
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} icon={<PlusIcon />} isLoading={create.isPending} loadingText="Creating...">
            Create tribe
          </Button>
        </>
      }
    >
      <form id={FORM_ID} noValidate onSubmit={form.handleSubmit(({ name }) => create.mutate({ name }))}>
        <Input
          label="Tribe name"
          placeholder="Book club"
          maxLength={TRIBE_NAME_MAX_LENGTH}
          autoComplete="off"
          {...form.field('name')}
          disabled={create.isPending}
        />
      </form>
    </Dialog>
  );
}
