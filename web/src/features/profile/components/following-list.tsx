/**
 * The profile's Following tab: the members this profile follows, each with their picture and name (a
 * link to their profile) and, for anyone but the viewer, Follow / Following. Paged with 'Load more'.
 */
import { PROFILE_SCREEN_MESSAGES } from '@shared/messages/profile-screens';
import { UI_MESSAGES } from '@shared/messages/ui';
import { Link } from 'react-router-dom';
import { authorInitials, authorName } from '@shared/display';
import type { FollowedMember } from '@shared/schemas/social';
import { Avatar } from '@/components/ui/avatar/avatar';
import { Button } from '@/components/ui/button/button';
import { AlertCircleIcon } from '@/components/ui/icons/alert-circle';
import { UsersIcon } from '@/components/ui/icons/users';
import { Spinner } from '@/components/ui/spinner/spinner';
import { paths } from '@/config/paths';
import { useFollowing } from '../api/get-following';
import { FollowToggle } from './follow-button';
import './following-list.css';
import { RetryButton } from '@/components/ui/button/retry-button';

export function FollowingList({ userId, isSelf }: { userId: string; isSelf: boolean }) {
  const { data, isPending, isError, refetch, isRefetching, hasNextPage, fetchNextPage, isFetchingNextPage } = useFollowing(userId);

  if (isPending) {
    return (
      <div className="following-list__loading" role="status" aria-label={PROFILE_SCREEN_MESSAGES.loadingFollowing}>
        <Spinner />
      </div>
    );
  }
  if (isError && !data) {
    return (
      <div className="state-box" role="alert">
        <AlertCircleIcon aria-hidden="true" width={28} height={28} />
        <p>{PROFILE_SCREEN_MESSAGES.followingLoadFailed}</p>
        <RetryButton onRetry={refetch} isRetrying={isRefetching} />
      </div>
    );
  }
  const members = data.pages.flatMap((page) => page.items);
  if (!members.length) {
    return (
      <div className="state-box state-box--dashed">
        <UsersIcon aria-hidden="true" width={28} height={28} />
        <h3 className="following-list__empty-title">{PROFILE_SCREEN_MESSAGES.notFollowingTitle}</h3>
        <p>{isSelf ? PROFILE_SCREEN_MESSAGES.notFollowingSelf : PROFILE_SCREEN_MESSAGES.notFollowingOther}</p>
      </div>
    );
  }
  return (
    <>
      <ul className="following-list" aria-label={PROFILE_SCREEN_MESSAGES.following}>
        {members.map((member) => (
          <FollowingRow key={member.user.id} member={member} />
        ))}
      </ul>
      {hasNextPage ? (
        <div className="following-list__more">
          <Button
            variant="outline"
            onClick={() => void fetchNextPage()}
            isLoading={isFetchingNextPage}
            loadingText={UI_MESSAGES.loading}
          >
            {UI_MESSAGES.loadMore}
          </Button>
        </div>
      ) : null}
    </>
  );
}

function FollowingRow({ member }: { member: FollowedMember }) {
  const id = member.user.id ?? '';
  const name = authorName(member.user);
  return (
    <li className="following-list__row">
      <Avatar src={member.user.profileImageUrl} initials={authorInitials(member.user)} alt="" size={44} />
      <Link className="following-list__name" to={member.isSelf ? paths.app.profile.getHref() : paths.app.member.getHref(id)}>
        {member.isSelf ? PROFILE_SCREEN_MESSAGES.you(name) : name}
      </Link>
      {member.isSelf ? null : <FollowToggle userId={id} following={member.isFollowing} size="sm" />}
    </li>
  );
}
