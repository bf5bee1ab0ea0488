import { SETTINGS_SCREEN_MESSAGES } from '@shared/messages/settings-screens';
import { UI_MESSAGES } from '@shared/messages/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ACCOUNT_MESSAGES } from '@shared/messages/account';
import type { PublicUser } from '@shared/schemas/user';
import { Button } from '@/components/ui/button/button';
import { Dialog } from '@/components/ui/dialog/dialog';
import { ConfirmDeleteFooter } from '@/components/ui/dialog/dialog-actions';
import { TrashIcon } from '@/components/ui/icons/trash';
import { EmailInput, PasswordInput } from '@/components/ui/input/input';
import { useToast } from '@/components/ui/toast/toast';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { clearUserCache } from '@/lib/auth';
import { useDeleteAccount } from '../api/delete-account';

/** How long the farewell toast shows before the landing page. */
const FAREWELL_MS = 2500;

export function DeleteAccountSection({ user }: { user: PublicUser }) {
  const [open, setOpen] = useState(false);
  const remove = useFarewell(() => setOpen(false));
  return (
    <section className="section-card settings-card--danger" aria-labelledby="settings-delete-title">
      <h2 id="settings-delete-title" className="section-card__title">
        {SETTINGS_SCREEN_MESSAGES.deleteHeading}
      </h2>
      <p className="section-card__text">{SETTINGS_SCREEN_MESSAGES.deleteIntro}</p>
      <div className="settings-form__actions">
        <Button
          variant="destructive"
          icon={<TrashIcon />}
          onClick={() => setOpen(true)}
          disabled={remove.isPending || remove.isSuccess}
        >
          {SETTINGS_SCREEN_MESSAGES.deleteMyAccount}
        </Button>
      </div>
      {open ? <ConfirmDelete user={user} remove={remove} onClose={() => !remove.isPending && setOpen(false)} /> : null}
    </section>
  );
}

/**
 * The deletion and what follows it. It lives above the dialog so the dialog can close the moment the
 * account is gone while the farewell toast stays and the landing page follows.
 */
function useFarewell(closeDialog: () => void) {
  const { toast } = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useDeleteAccount({
    mutationConfig: {
      onSuccess: ({ finishing }) => {
        closeDialog();
        toast(
          finishing
            ? { title: ACCOUNT_MESSAGES.deleteContinuesTitle, description: ACCOUNT_MESSAGES.deleteContinues, variant: 'success' }
            : { title: ACCOUNT_MESSAGES.deletedTitle, description: ACCOUNT_MESSAGES.deleted, variant: 'success' },
        );
        // The farewell stays readable for a moment (the landing page greets visitors with a toast of its
        // own); then off the members-only screen before forgetting the member, as logout does.
        window.setTimeout(() => {
          navigate(paths.home.getHref(), { replace: true });
          clearUserCache(queryClient);
        }, FAREWELL_MS);
      },
      onError: (error) =>
        toast({
          title: ACCOUNT_MESSAGES.deleteFailedTitle,
          description: errorMessage(error, UI_MESSAGES.pleaseTryAgain),
          variant: 'destructive',
        }),
    },
  });
}

function ConfirmDelete({ user, remove, onClose }: { user: PublicUser; remove: ReturnType<typeof useFarewell>; onClose: () => void }) {
  const withPassword = user.authProvider === 'email';
  const [confirmation, setConfirmation] = useState('');
  const ready = withPassword ? confirmation.length > 0 : confirmation.trim().toLowerCase() === user.email;
  const submit = () => remove.mutate(withPassword ? { password: confirmation } : { email: confirmation });
  return (
    <Dialog
      open
      onClose={onClose}
      size="sm"
      title={SETTINGS_SCREEN_MESSAGES.deleteTitle}
      description={SETTINGS_SCREEN_MESSAGES.deleteDescription}
      footer={
        <ConfirmDeleteFooter
          isPending={remove.isPending}
          cancelLabel={SETTINGS_SCREEN_MESSAGES.keepMyAccount}
          cancelDisabled={remove.isPending}
          confirmLabel={SETTINGS_SCREEN_MESSAGES.deleteForever}
          confirmDisabled={!ready}
          onCancel={onClose}
          onConfirm={submit}
        />
      }
    >
      <ul className="settings-delete__list">
        {SETTINGS_SCREEN_MESSAGES.removed.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <form
        className="settings-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (ready) submit();
        }}
      >
        {withPassword ? (
          <PasswordInput
            label={SETTINGS_SCREEN_MESSAGES.yourPasswordLabel}
            autoComplete="current-password"
            value={confirmation}
            disabled={remove.isPending}
            onChange={(e) => setConfirmation(e.target.value)}
          />
        ) : (
          <EmailInput
            label={SETTINGS_SCREEN_MESSAGES.typeEmailToConfirm(user.email)}
            autoComplete="off"
            value={confirmation}
            disabled={remove.isPending}
            onChange={(e) => setConfirmation(e.target.value)}
          />
        )}
      </form>
    </Dialog>
  );
}
