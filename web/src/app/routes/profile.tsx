/**
 * /profile and /profile/{userId}: the profile feature's header (with real counts and, for another
 * member, Follow) over three tabs, composed here (features never import each other): Photos and Liked
 * are the photos feature's grids, Following the profile feature's list. The tab is `?tab=` in the URL,
 * each choice a history entry, so back returns to the tab before. Liked is the member's own only
 * (docs/decisions/liked-photos.md): another member's profile has no Liked tab.
 */
import { PROFILE_SCREEN_MESSAGES } from '@shared/messages/profile-screens';
import { UI_MESSAGES } from '@shared/messages/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { PRODUCT_NAME } from '@shared/constants';
import { authorName } from '@shared/display';
import type { PublicUser } from '@shared/schemas/user';
import { RequireAuth } from '@/components/layouts/require-auth';
import { ButtonLink } from '@/components/ui/button/button';
import { ArrowLeftIcon } from '@/components/ui/icons/arrow-left';
import { UserIcon } from '@/components/ui/icons/user';
import { paths } from '@/config/paths';
import { useUserPhotos } from '@/features/photos/api/get-user-photos';
import { PagedPhotoGrid } from '@/features/photos/components/paged-photo-grid';
import { PhotosEmptyState } from '@/features/photos/components/photo-grid';
import { LikedPhotos } from '@/features/photos/components/liked-photos';
import { UserPhotos } from '@/features/photos/components/user-photos';
import { usePhotoReactions } from '@/features/photos/lib/use-photo-reactions';
import { useMemberProfile } from '@/features/profile/api/get-member-profile';
import { profileKeys } from '@/features/profile/api/profile-keys';
import { FollowButton } from '@/features/profile/components/follow-button';
import { FollowingList } from '@/features/profile/components/following-list';
import { ProfileHeader } from '@/features/profile/components/profile-header';
import { profileTabFrom, ProfileTabs, type ProfileTab } from '@/features/profile/components/profile-tabs';
import { isApiError } from '@/lib/api-client';
import { itemsOfPages } from '@/lib/api-page';
import { useUser } from '@/lib/auth';
import { MemberShell } from '@/app/shells';
import { PageLoading, PageStateCard } from '@/components/layouts/page-state';
import { RetryButton } from '@/components/ui/button/retry-button';
import { APP_SCREEN_MESSAGES } from '@shared/messages/app-screens';

/** /profile: the member's own header and photo grid. */
export function ProfileRoute() {
  return (
    <RequireAuth>
      <MemberShell>
        <OwnProfileScreen />
      </MemberShell>
    </RequireAuth>
  );
}

/** /profile/{userId}: another member's header, Follow, and the photos of theirs the viewer may see. */
export function MemberProfileRoute() {
  return (
    <RequireAuth>
      <MemberShell>
        <MemberProfileScreen />
      </MemberShell>
    </RequireAuth>
  );
}

/** The query-string parameter that holds the selected tab. */
const TAB_PARAM = 'tab';
const OWN_TABS: readonly ProfileTab[] = ['photos', 'liked', 'following'];
const MEMBER_TABS: readonly ProfileTab[] = ['photos', 'following'];

/** The selected tab from the URL (Photos when absent or not offered) and a way to choose one. */
function useProfileTab(offered: readonly ProfileTab[]) {
  const [searchParams, setSearchParams] = useSearchParams();
  const selected = profileTabFrom(searchParams.get(TAB_PARAM), offered);
  const select = (tab: ProfileTab) =>
    setSearchParams((params) => {
      const next = new URLSearchParams(params);
      if (tab === 'photos') next.delete(TAB_PARAM);
      else next.set(TAB_PARAM, tab);
      return next;
    });
  return { selected, select };
}

function OwnProfileScreen() {
  const { user } = useUser();
  return user ? <OwnProfile user={user} /> : null;
}

/** A like on a grid's photo changes the Likes the profile counts: read the profile again afterwards. */
function useProfileReactions(userId: string) {
  const queryClient = useQueryClient();
  return usePhotoReactions({ onSettled: () => void queryClient.invalidateQueries({ queryKey: profileKeys.member(userId) }) });
}

function OwnProfile({ user }: { user: PublicUser }) {
  // The grid below reads the same query; the header counts what it has loaded.
  const photos = useUserPhotos(user.id);
  const profile = useMemberProfile(user.id);
  const tab = useProfileTab(OWN_TABS);
  return (
    <div className="container">
      <title>{`Profile · ${PRODUCT_NAME}`}</title>
      <ProfileHeader
        user={user}
        photoCount={photos.data ? itemsOfPages(photos.data).length : null}
        morePhotos={photos.hasNextPage}
        counts={profile.isError ? null : profile.data}
      />
      <ProfileTabs tabs={OWN_TABS} selected={tab.selected} onSelect={tab.select}>
        {tab.selected === 'liked' ? (
          <LikedPhotos userId={user.id} />
        ) : tab.selected === 'following' ? (
          <FollowingList userId={user.id} isSelf />
        ) : (
          <UserPhotos userId={user.id} />
        )}
      </ProfileTabs>
    </div>
  );
}

function MemberProfileScreen() {
  const { userId = '' } = useParams();
  const { user } = useUser();
  if (user && userId === user.id) return <Navigate to={paths.app.profile.getHref()} replace />;
  return <MemberProfile key={userId} userId={userId} />;
}

function MemberProfile({ userId }: { userId: string }) {
  const profile = useMemberProfile(userId);
  const photos = useUserPhotos(userId);
  const reactions = useProfileReactions(userId);
  const tab = useProfileTab(MEMBER_TABS);

  if (profile.isPending) {
    return <PageLoading label={PROFILE_SCREEN_MESSAGES.loadingProfile} />;
  }
  if (isApiError(profile.error, 404)) {
    return (
      <PageStateCard
        documentTitle={`${PROFILE_SCREEN_MESSAGES.memberNotFoundTitle} · ${PRODUCT_NAME}`}
        icon={<UserIcon />}
        title={PROFILE_SCREEN_MESSAGES.memberNotFoundTitle}
        text={PROFILE_SCREEN_MESSAGES.memberNotFoundText}
        action={
          <ButtonLink to={paths.home.getHref()} variant="outline" icon={<ArrowLeftIcon />}>
            {APP_SCREEN_MESSAGES.backHome}
          </ButtonLink>
        }
      />
    );
  }
  if (!profile.data) {
    return (
      <PageStateCard
        isError
        title={UI_MESSAGES.somethingWentWrong}
        text={PROFILE_SCREEN_MESSAGES.loadFailed}
        action={<RetryButton onRetry={profile.refetch} isRetrying={profile.isRefetching} />}
      />
    );
  }

  const name = authorName(profile.data.user);
  return (
    <div className="container">
      <title>{`${name} · ${PRODUCT_NAME}`}</title>
      <ProfileHeader
        user={profile.data.user}
        isSelf={false}
        photoCount={photos.data ? itemsOfPages(photos.data).length : null}
        morePhotos={photos.hasNextPage}
        counts={profile.data}
        actions={<FollowButton userId={userId} />}
      />
      <ProfileTabs tabs={MEMBER_TABS} selected={tab.selected} onSelect={tab.select}>
        {tab.selected === 'following' ? (
          <FollowingList userId={userId} isSelf={false} />
        ) : (
          <PagedPhotoGrid
            query={photos}
            columns="profile"
            label={PROFILE_SCREEN_MESSAGES.photosBy(name)}
            onLike={reactions.onLike}
            onDislike={reactions.onDislike}
            empty={
              <PhotosEmptyState title={PROFILE_SCREEN_MESSAGES.noPhotosTitle} text={PROFILE_SCREEN_MESSAGES.noPhotosShared(name)} />
            }
          />
        )}
      </ProfileTabs>
    </div>
  );
}
