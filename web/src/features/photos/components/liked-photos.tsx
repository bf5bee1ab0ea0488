import { PROFILE_PHOTO_MESSAGES } from '@shared/messages/profile-photos';
import { ButtonLink } from '@/components/ui/button/button';
import { HomeIcon } from '@/components/ui/icons/home';
import { paths } from '@/config/paths';
import { useLikedPhotos } from '../api/get-liked-photos';
import { PagedPhotoGrid } from './paged-photo-grid';
import { PhotosEmptyState } from './photo-grid';

/** The profile's Liked tab: the photos the member liked that they may still see, newest like first. */
export function LikedPhotos({ userId }: { userId: string }) {
  const photos = useLikedPhotos(userId);
  return (
    <PagedPhotoGrid
      query={photos}
      columns="profile"
      label={PROFILE_PHOTO_MESSAGES.likedLabel}
      empty={
        <PhotosEmptyState
          title={PROFILE_PHOTO_MESSAGES.noLikedTitle}
          text={PROFILE_PHOTO_MESSAGES.noLiked}
          action={
            <ButtonLink to={paths.home.getHref()} variant="outline" icon={<HomeIcon />}>
              {PROFILE_PHOTO_MESSAGES.browsePhotos}
            </ButtonLink>
          }
        />
      }
    />
  );
}
