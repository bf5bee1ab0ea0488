import { PROFILE_PHOTO_MESSAGES } from '@shared/messages/profile-photos';
import { PHOTO_MESSAGES } from '@shared/messages/photo';
import { ButtonLink } from '@/components/ui/button/button';
import { UploadIcon } from '@/components/ui/icons/upload';
import { paths } from '@/config/paths';
import { useUserPhotos } from '../api/get-user-photos';
import { PagedPhotoGrid } from './paged-photo-grid';
import { PhotosEmptyState } from './photo-grid';

/** A member's photo grid (the profile's Photos tab): 1 up to 4 columns. */
export function UserPhotos({ userId, label = PROFILE_PHOTO_MESSAGES.yourPhotosLabel }: { userId: string; label?: string }) {
  const photos = useUserPhotos(userId);
  return (
    <PagedPhotoGrid
      query={photos}
      columns="profile"
      label={label}
      empty={
        <PhotosEmptyState
          title={PHOTO_MESSAGES.noPhotosYetTitle}
          text={PROFILE_PHOTO_MESSAGES.noOwnPhotos}
          action={
            <ButtonLink to={paths.app.upload.getHref()} icon={<UploadIcon />}>
              {PHOTO_MESSAGES.uploadPhotos}
            </ButtonLink>
          }
        />
      }
    />
  );
}
