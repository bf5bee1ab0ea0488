import { PRODUCT_NAME } from '../../../../shared/constants';
import type { PublicUser } from '../../../../shared/schemas/user';
import { RequireAuth } from '../../components/layouts/require-auth';
import { useUserPhotos } from '../../features/photos/api/get-user-photos';
import { photosOfPages } from '../../features/photos/api/photo-cache';
import { UserPhotos } from '../../features/photos/components/user-photos';
import { ProfileHeader } from '../../features/profile/components/profile-header';
import { ProfileTabs } from '../../features/profile/components/profile-tabs';
import { useUser } from '../../lib/auth';
import { MemberShell } from '../shells';

/** /profile: the member's header and their photo grid (the profile and photos features, composed here). */
export function ProfileRoute() {
  return (
    <RequireAuth>
      <MemberShell>
        <ProfileScreen />
      </MemberShell>
    </RequireAuth>
  );
}

function ProfileScreen() {
  const { user } = useUser();
  return user ? <Profile user={user} /> : null;
}

function Profile({ user }: { user: PublicUser }) {
  // The grid below reads the same query; the header counts what it has loaded.
  const photos = useUserPhotos(user.id);
  return (
    <div className="container">
      <title>{`Profile · ${PRODUCT_NAME}`}</title>
      <ProfileHeader user={user} photoCount={photos.data ? photosOfPages(photos.data).length : null} morePhotos={photos.hasNextPage} />
      <ProfileTabs>
        <UserPhotos userId={user.id} />
      </ProfileTabs>
    </div>
  );
}
