/** The owner renames or deletes a custom tribe; deleting asks first. */
import { useState } from 'react';
import { type Tribe, renameTribeBody } from '@shared/schemas/tribe';
import { TRIBE_NAME_MAX_LENGTH } from '@shared/constants';
import { Button } from '@/components/ui/button/button';
import { PencilIcon } from '@/components/ui/icons/pencil';
import { TrashIcon } from '@/components/ui/icons/trash';
import { Input } from '@/components/ui/input/input';
import { useToast } from '@/components/ui/toast/toast';
import { isApiError } from '@/lib/api-client';
import { useZodForm } from '@/lib/form';
import { useDeleteTribe } from '../api/delete-tribe';
import { useRenameTribe } from '../api/rename-tribe';
import { ConfirmBox } from './confirm-box';

const serverMessage = (error: unknown) => (isApiError(error) ? error.serverMessage : undefined);

export function RenameTribeForm({ tribe }: { tribe: Tribe }) {
  const { toast } = useToast();
  const form = useZodForm(renameTribeBody, { name: tribe.name });
  const rename = useRenameTribe({
    mutationConfig: {
      onSuccess: (updated) => toast({ title: 'Tribe renamed', description: `It is now called ${updated.name}.`, variant: 'success' }),
      onError: (error) => toast({ title: 'Failed to rename tribe', description: serverMessage(error), variant: 'destructive' }),
    },
  });
  const unchanged = form.values.name.trim() === tribe.name;

  return (
    <form
      className="rename-tribe"
      noValidate
      aria-label={`Rename ${tribe.name}`}
      onSubmit={form.handleSubmit(({ name }) => rename.mutate({ tribeId: tribe.id, name }))}
    >
      <Input
        label="Tribe name"
        maxLength={TRIBE_NAME_MAX_LENGTH}
        autoComplete="off"
        {...form.field('name')}
        disabled={rename.isPending}
      />
      <Button
        type="submit"
        variant="outline"
        icon={<PencilIcon />}
        disabled={unchanged}
        isLoading={rename.isPending}
        loadingText="Saving..."
      >
        Rename
      </Button>
    </form>
  );
}

export function DeleteTribe({ tribe, onDeleted }: { tribe: Tribe; onDeleted: () => void }) {
  const { toast } = useToast();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteTribe({
    mutationConfig: {
      onSuccess: () => {
        toast({ title: 'Tribe deleted', description: `${tribe.name} and its invitations are gone.`, variant: 'success' });
        onDeleted();
      },
      onError: (error) => toast({ title: 'Failed to delete tribe', description: serverMessage(error), variant: 'destructive' }),
    },
  });

  if (!confirming) {
    return (
      <Button variant="outline" className="danger-outline" icon={<TrashIcon />} onClick={() => setConfirming(true)}>
        Delete tribe
      </Button>
    );
  }
  return (
    <ConfirmBox
      label="Confirm delete"
      title={`Delete ${tribe.name}?`}
      text="Its members lose access to the photos shared with it. This cannot be undone."
      cancelLabel="Cancel"
      confirmLabel="Delete tribe"
      confirmIcon={<TrashIcon />}
      pendingText="Deleting..."
      isPending={remove.isPending}
      onCancel={() => setConfirming(false)}
      onConfirm={() => remove.mutate({ tribeId: tribe.id })}
    />
  );
}
