import { SETTINGS_SCREEN_MESSAGES } from '@shared/messages/settings-screens';
import { UI_MESSAGES } from '@shared/messages/ui';
import { useRef } from 'react';
import { AVATAR_MAX_BYTES } from '@shared/constants';
import { headerDisplayName, headerInitials } from '@shared/display';
import { ACCOUNT_MESSAGES } from '@shared/messages/account';
import { updateProfileBody } from '@shared/schemas/account';
import type { PublicUser } from '@shared/schemas/user';
import { Avatar } from '@/components/ui/avatar/avatar';
import { Button } from '@/components/ui/button/button';
import { ImageIcon } from '@/components/ui/icons/image';
import { TrashIcon } from '@/components/ui/icons/trash';
import { Input } from '@/components/ui/input/input';
import { useToast } from '@/components/ui/toast/toast';
import { errorMessage } from '@/lib/api-client';
import { useZodForm } from '@/lib/form';
import { useRemoveAvatar, useUploadAvatar } from '../api/avatar';
import { useUpdateProfile } from '../api/update-profile';
import { cropToSquare } from './crop-square';

/** Name and profile picture. */
export function ProfileSection({ user }: { user: PublicUser }) {
  return (
    <section className="section-card" aria-labelledby="settings-profile-title">
      <h2 id="settings-profile-title" className="section-card__title">
        {SETTINGS_SCREEN_MESSAGES.profileHeading}
      </h2>
      <AvatarPicker user={user} />
      <NameForm user={user} />
    </section>
  );
}

function NameForm({ user }: { user: PublicUser }) {
  const { toast } = useToast();
  const form = useZodForm(updateProfileBody, { firstName: user.firstName ?? '', lastName: user.lastName ?? '' });
  const update = useUpdateProfile({
    mutationConfig: {
      onSuccess: () =>
        toast({ title: ACCOUNT_MESSAGES.profileSavedTitle, description: ACCOUNT_MESSAGES.profileSaved, variant: 'success' }),
      onError: (error) =>
        toast({
          title: ACCOUNT_MESSAGES.profileFailedTitle,
          description: errorMessage(error, UI_MESSAGES.pleaseTryAgain),
          variant: 'destructive',
        }),
    },
  });
  return (
    <form className="settings-form" noValidate onSubmit={form.handleSubmit((data) => update.mutate(data))}>
      <div className="settings-form__row">
        <Input label={SETTINGS_SCREEN_MESSAGES.firstNameLabel} autoComplete="given-name" {...form.field('firstName')} />
        <Input label={SETTINGS_SCREEN_MESSAGES.lastNameLabel} autoComplete="family-name" {...form.field('lastName')} />
      </div>
      <div className="settings-form__actions">
        <Button type="submit" isLoading={update.isPending} loadingText={UI_MESSAGES.saving}>
          {SETTINGS_SCREEN_MESSAGES.saveChanges}
        </Button>
      </div>
    </form>
  );
}

function AvatarPicker({ user }: { user: PublicUser }) {
  const { toast } = useToast();
  const input = useRef<HTMLInputElement>(null);
  const failed = (error: unknown) =>
    toast({
      title: ACCOUNT_MESSAGES.avatarFailedTitle,
      description: errorMessage(error, ACCOUNT_MESSAGES.avatarUnreadable),
      variant: 'destructive',
    });
  const upload = useUploadAvatar({
    mutationConfig: {
      onSuccess: () =>
        toast({ title: ACCOUNT_MESSAGES.avatarSavedTitle, description: ACCOUNT_MESSAGES.avatarSaved, variant: 'success' }),
      onError: failed,
    },
  });
  const remove = useRemoveAvatar({
    mutationConfig: {
      onSuccess: () =>
        toast({ title: ACCOUNT_MESSAGES.avatarRemovedTitle, description: ACCOUNT_MESSAGES.avatarRemoved, variant: 'success' }),
      onError: failed,
    },
  });

  const choose = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    if (file.size > AVATAR_MAX_BYTES) return failed(new Error(ACCOUNT_MESSAGES.avatarTooLarge));
    try {
      upload.mutate(await cropToSquare(file));
    } catch {
      failed(new Error(ACCOUNT_MESSAGES.avatarUnreadable));
    }
  };

  return (
    <div className="settings-avatar">
      <Avatar src={user.profileImageUrl} initials={headerInitials(user)} alt={headerDisplayName(user)} size={88} />
      <div className="settings-avatar__body">
        <p className="settings-avatar__hint">{SETTINGS_SCREEN_MESSAGES.avatarHint}</p>
        <div className="settings-avatar__actions">
          <input
            ref={input}
            type="file"
            accept="image/jpeg,image/png,image/gif,image/webp"
            className="sr-only"
            id="settings-avatar-file"
            aria-label={SETTINGS_SCREEN_MESSAGES.chooseAvatarLabel}
            data-testid="avatar-file"
            onChange={(event) => void choose(event.target.files?.[0])}
          />
          <Button
            variant="outline"
            icon={<ImageIcon />}
            isLoading={upload.isPending}
            loadingText={UI_MESSAGES.uploading}
            onClick={() => input.current?.click()}
          >
            {user.profileImageUrl ? SETTINGS_SCREEN_MESSAGES.changePicture : SETTINGS_SCREEN_MESSAGES.uploadPicture}
          </Button>
          {user.profileImageUrl ? (
            <Button
              variant="ghost"
              icon={<TrashIcon />}
              isLoading={remove.isPending}
              loadingText={SETTINGS_SCREEN_MESSAGES.removing}
              onClick={() => remove.mutate()}
            >
              {UI_MESSAGES.remove}
            </Button>
          ) : null}
        </div>
      </div>
    </div>
  );
}
