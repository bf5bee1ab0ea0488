import { ButtonLink } from '@/components/ui/button/button';
import { UploadIcon } from '@/components/ui/icons/upload';
import { paths } from '@/config/paths';
import { useUserPhotos } from '../api/get-user-photos';
import { PagedPhotoGrid } from './paged-photo-grid';
import { PhotosEmptyState } from './photo-grid';

/** A member's photo grid (the profile's Photos tab): 1 up to 4 columns. */
export function UserPhotos({ userId, label = 'Your photos' }: { userId: string; label?: string }) {
  const photos = useUserPhotos(userId);
  return (
    <PagedPhotoGrid
      query={photos}
      columns="profile"
      label={label}
      empty={
        <PhotosEmptyState
          title="No photos yet"
          text="Share your first photo and AI will write its title, description and tags."
          action={
            <ButtonLink to={paths.app.upload.getHref()} icon={<UploadIcon />}>
              Upload Photos
            </ButtonLink>
          }
        />
      }
    />
  );
}
