/**
 * The profile's header: avatar, display name, a 'Creator' badge and the email;
 * the counts (Photos from the loaded grid; Followers, Following and Likes from the member's profile);
 * on one's own profile 'Upload Video', 'Edit Profile' and a settings button (both open /settings) and a
 * link to the member's Memories (their capsules), on
 * another member's (our addition) their name by the cards' rule, no email, and `actions` (Follow).
 */
import { PROFILE_SCREEN_MESSAGES } from '@shared/messages/profile-screens';
import type { ReactNode } from 'react';
import { authorInitials, authorName, headerDisplayName, headerInitials } from '@shared/display';
import type { MemberProfile } from '@shared/schemas/social';
import type { UserSummary } from '@shared/schemas/user';
import { Avatar } from '@/components/ui/avatar/avatar';
import { Button, ButtonLink } from '@/components/ui/button/button';
import { ArchiveIcon } from '@/components/ui/icons/archive';
import { PencilIcon } from '@/components/ui/icons/pencil';
import { SettingsIcon } from '@/components/ui/icons/settings';
import { SparklesIcon } from '@/components/ui/icons/sparkles';
import { VideoIcon } from '@/components/ui/icons/video';
import { paths } from '@/config/paths';
import { formatCompactNumber } from '@/lib/format';
import './profile.css';
import { PLACE_NAMES } from '@shared/messages/places';
import { UI_MESSAGES } from '@shared/messages/ui';

export type SocialCounts = Pick<MemberProfile, 'followers' | 'following' | 'likes'>;

export interface ProfileHeaderProps {
  user: Pick<UserSummary, 'firstName' | 'lastName' | 'email' | 'profileImageUrl'>;
  /** Photos loaded so far; null while the first page loads. */
  photoCount: number | null;
  /** More pages exist beyond `photoCount`: the count reads '24+'. */
  morePhotos?: boolean;
  /** Followers, following and likes received: undefined while they load, null when they could not be read. */
  counts?: SocialCounts | null;
  /** One's own profile (default) or another member's. */
  isSelf?: boolean;
  /** Buttons on another member's profile (Follow). */
  actions?: ReactNode;
}

/** '12', '24+', or '…' while loading. */
export const formatPhotoCount = (count: number | null, more = false) => (count === null ? '…' : `${count}${more ? '+' : ''}`);

/** '1.2K', '…' while loading, '–' when unknown. */
export const formatSocialCount = (count: number | null | undefined) =>
  count === undefined ? '…' : count === null ? '–' : formatCompactNumber(count);

export function ProfileHeader({ user, photoCount, morePhotos = false, counts, isSelf = true, actions }: ProfileHeaderProps) {
  const name = isSelf ? headerDisplayName(user) : authorName(user);
  const initials = isSelf ? headerInitials(user) : authorInitials(user);
  const countOf = (key: keyof SocialCounts) => formatSocialCount(counts === undefined ? undefined : (counts?.[key] ?? null));
  const stats = [
    { label: PROFILE_SCREEN_MESSAGES.photos, value: formatPhotoCount(photoCount, morePhotos) },
    { label: PROFILE_SCREEN_MESSAGES.followers, value: countOf('followers') },
    { label: PROFILE_SCREEN_MESSAGES.following, value: countOf('following') },
    { label: PROFILE_SCREEN_MESSAGES.likes, value: countOf('likes') },
  ];
  return (
    <header className="profile-header">
      <div className="profile-header__cover" aria-hidden="true" />
      <div className="profile-header__main">
        <div className="profile-header__avatar">
          <Avatar src={user.profileImageUrl} initials={initials} alt={name} size={112} />
        </div>
        <div className="profile-header__identity">
          <div className="profile-header__name-row">
            <h1 className="profile-header__name">{name}</h1>
            <span className="profile-header__badge">
              <SparklesIcon aria-hidden="true" />
              {PROFILE_SCREEN_MESSAGES.creatorBadge}
            </span>
          </div>
          {isSelf && user.email ? <p className="profile-header__email">{user.email}</p> : null}
        </div>
        <div className="profile-header__actions">{isSelf ? <OwnProfileActions /> : actions}</div>
      </div>
      <dl className="profile-header__stats" aria-label={PROFILE_SCREEN_MESSAGES.statsLabel}>
        {stats.map((stat) => (
          <div key={stat.label} className="profile-header__stat" data-testid={`profile-stat-${stat.label.toLowerCase()}`}>
            <dt>{stat.label}</dt>
            <dd aria-busy={stat.value === '…' || undefined}>{stat.value}</dd>
          </div>
        ))}
      </dl>
    </header>
  );
}

function OwnProfileActions() {
  return (
    <>
      <Button variant="primary" icon={<VideoIcon />} disabled aria-describedby="upload-video-soon">
        {PROFILE_SCREEN_MESSAGES.uploadVideo}{' '}
        <span id="upload-video-soon" className="soon-label">
          {UI_MESSAGES.soon}
        </span>
      </Button>
      <ButtonLink to={paths.app.settings.getHref()} variant="outline" icon={<PencilIcon />}>
        {PROFILE_SCREEN_MESSAGES.editProfile}
      </ButtonLink>
      <ButtonLink to={paths.app.capsules.getHref()} variant="outline" icon={<ArchiveIcon />}>
        {PLACE_NAMES.memories}
      </ButtonLink>
      <ButtonLink to={paths.app.settings.getHref()} variant="ghost" size="icon" aria-label={PLACE_NAMES.settings}>
        <SettingsIcon aria-hidden="true" />
      </ButtonLink>
    </>
  );
}
