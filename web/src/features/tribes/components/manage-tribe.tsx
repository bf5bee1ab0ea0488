/** The owner renames or deletes a custom tribe; deleting asks first. */
import { TRIBE_SCREEN_MESSAGES } from '@shared/messages/tribe-screens';
import { UI_MESSAGES } from '@shared/messages/ui';
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
      onSuccess: (updated) =>
        toast({
          title: TRIBE_SCREEN_MESSAGES.renamedTitle,
          description: TRIBE_SCREEN_MESSAGES.renamed(updated.name),
          variant: 'success',
        }),
      onError: (error) =>
        toast({ title: TRIBE_SCREEN_MESSAGES.renameFailedTitle, description: serverMessage(error), variant: 'destructive' }),
    },
  });
  const unchanged = form.values.name.trim() === tribe.name;

  return (
    <form
      className="rename-tribe"
      noValidate
      aria-label={TRIBE_SCREEN_MESSAGES.renameLabel(tribe.name)}
      onSubmit={form.handleSubmit(({ name }) => rename.mutate({ tribeId: tribe.id, name }))}
    >
      <Input
        label={TRIBE_SCREEN_MESSAGES.tribeNameLabel}
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
        loadingText={UI_MESSAGES.saving}
      >
        {TRIBE_SCREEN_MESSAGES.rename}
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
        toast({
          title: TRIBE_SCREEN_MESSAGES.deletedTitle,
          description: TRIBE_SCREEN_MESSAGES.deleted(tribe.name),
          variant: 'success',
        });
        onDeleted();
      },
      onError: (error) =>
        toast({ title: TRIBE_SCREEN_MESSAGES.deleteFailedTitle, description: serverMessage(error), variant: 'destructive' }),
    },
  });

  if (!confirming) {
    return (
      <Button variant="outline" className="danger-outline" icon={<TrashIcon />} onClick={() => setConfirming(true)}>
        {TRIBE_SCREEN_MESSAGES.deleteTribe}
      </Button>
    );
  }
  return (
    <ConfirmBox
      label={TRIBE_SCREEN_MESSAGES.confirmDeleteLabel}
      title={TRIBE_SCREEN_MESSAGES.deleteTitle(tribe.name)}
      text={TRIBE_SCREEN_MESSAGES.deleteWarning}
      cancelLabel={UI_MESSAGES.cancel}
      confirmLabel={TRIBE_SCREEN_MESSAGES.deleteTribe}
      confirmIcon={<TrashIcon />}
      pendingText={UI_MESSAGES.deleting}
      isPending={remove.isPending}
      onCancel={() => setConfirming(false)}
      onConfirm={() => remove.mutate({ tribeId: tribe.id })}
    />
  );
}
