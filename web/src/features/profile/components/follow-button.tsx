/**
 * Follow / Following for another member (our addition). While following, pointing at the button
 * (or focusing it) turns it into 'Unfollow'; right after a click it keeps its new label until the
 * pointer leaves, so a follow does not read as an invitation to unfollow.
 */
import { PROFILE_SCREEN_MESSAGES } from '@shared/messages/profile-screens';
import { UI_MESSAGES } from '@shared/messages/ui';
import { useState } from 'react';
import { Button, type ButtonSize } from '@/components/ui/button/button';
import { CheckIcon } from '@/components/ui/icons/check';
import { UserPlusIcon } from '@/components/ui/icons/user-plus';
import { XIcon } from '@/components/ui/icons/x';
import { useToast } from '@/components/ui/toast/toast';
import { errorMessage } from '@/lib/api-client';
import { useSetFollowing } from '../api/follow-member';
import { useMemberProfile } from '../api/get-member-profile';
import './profile.css';

/** Follow / Following for another member whose profile the screen has read (their profile's header). */
export function FollowButton({ userId, size = 'md' }: { userId: string; size?: ButtonSize }) {
  const { data: profile } = useMemberProfile(userId);
  // Nothing to offer on one's own profile, or before the member is known.
  if (!profile || profile.isSelf) return null;
  return <FollowToggle userId={userId} following={profile.isFollowing} size={size} />;
}

/**
 * The button itself, given whether the viewer follows the member now (a list row knows it from its own
 * answer, so a list of members does not read each profile). Until the list is read again, the change
 * on its way is what the button shows.
 */
export function FollowToggle({ userId, following: known, size = 'md' }: { userId: string; following: boolean; size?: ButtonSize }) {
  const { toast } = useToast();
  const [pointing, setPointing] = useState(false);
  const [justClicked, setJustClicked] = useState(false);
  const { mutate, isPending, variables } = useSetFollowing({
    mutationConfig: {
      onError: (error, { follow }) =>
        toast({
          title: follow ? PROFILE_SCREEN_MESSAGES.followFailed : PROFILE_SCREEN_MESSAGES.unfollowFailed,
          description: errorMessage(error, UI_MESSAGES.pleaseTryAgain),
          variant: 'destructive',
        }),
    },
  });

  const following = isPending && variables ? variables.follow : known;
  const offersUnfollow = following && pointing && !justClicked;
  const leave = () => {
    setPointing(false);
    setJustClicked(false);
  };
  return (
    <Button
      className={offersUnfollow ? 'follow-button follow-button--unfollow' : 'follow-button'}
      variant={following ? 'outline' : 'primary'}
      size={size}
      icon={
        following ? (
          offersUnfollow ? (
            <XIcon aria-hidden="true" />
          ) : (
            <CheckIcon aria-hidden="true" />
          )
        ) : (
          <UserPlusIcon aria-hidden="true" />
        )
      }
      onMouseEnter={() => setPointing(true)}
      onMouseLeave={leave}
      onFocus={() => setPointing(true)}
      onBlur={leave}
      onClick={() => {
        // One change at a time: a second click while the first is on its way is ignored.
        if (isPending) return;
        setJustClicked(true);
        mutate({ userId, follow: !following });
      }}
    >
      {following
        ? offersUnfollow
          ? PROFILE_SCREEN_MESSAGES.unfollow
          : PROFILE_SCREEN_MESSAGES.following
        : PROFILE_SCREEN_MESSAGES.follow}
    </Button>
  );
}
