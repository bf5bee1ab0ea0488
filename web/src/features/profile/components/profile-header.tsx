/**
 * The profile's header (SPEC.md "Profile"): avatar, display name, a 'Creator' badge and the email;
 * the counts (Photos is real; Followers, Following and Likes stay 0 until following and likes exist);
 * 'Upload Video', 'Edit Profile' and a settings button, which have no behaviour yet.
 */
import { headerDisplayName, headerInitials } from '../../../../../shared/display';
import type { PublicUser } from '../../../../../shared/schemas/user';
import { Avatar } from '../../../components/ui/avatar/avatar';
import { Button } from '../../../components/ui/button/button';
import { PencilIcon, SettingsIcon, SparklesIcon, VideoIcon } from '../../../components/ui/icons/icons';
import './profile.css';

export interface ProfileHeaderProps {
  user: Pick<PublicUser, 'firstName' | 'lastName' | 'email' | 'profileImageUrl'>;
  /** Photos loaded so far; null while the first page loads. */
  photoCount: number | null;
  /** More pages exist beyond `photoCount`: the count reads '24+'. */
  morePhotos?: boolean;
}

/** '12', '24+', or '…' while loading. */
export const formatPhotoCount = (count: number | null, more = false) => (count === null ? '…' : `${count}${more ? '+' : ''}`);

export function ProfileHeader({ user, photoCount, morePhotos = false }: ProfileHeaderProps) {
  const name = headerDisplayName(user);
  const stats = [
    { label: 'Photos', value: formatPhotoCount(photoCount, morePhotos) },
    { label: 'Followers', value: '0' },
    { label: 'Following', value: '0' },
    { label: 'Likes', value: '0' },
  ];
  return (
    <header className="profile-header">
      <div className="profile-header__cover" aria-hidden="true" />
      <div className="profile-header__main">
        <div className="profile-header__avatar">
          <Avatar src={user.profileImageUrl} initials={headerInitials(user)} alt={name} size={112} />
        </div>
        <div className="profile-header__identity">
          <div className="profile-header__name-row">
            <h1 className="profile-header__name">{name}</h1>
            <span className="profile-header__badge">
              <SparklesIcon aria-hidden="true" />
              Creator
            </span>
          </div>
          <p className="profile-header__email">{user.email}</p>
        </div>
        <div className="profile-header__actions">
          <Button variant="primary" icon={<VideoIcon />}>
            Upload Video
          </Button>
          <Button variant="outline" icon={<PencilIcon />}>
            Edit Profile
          </Button>
          <Button variant="ghost" size="icon" aria-label="Settings">
            <SettingsIcon aria-hidden="true" />
          </Button>
        </div>
      </div>
      <dl className="profile-header__stats" aria-label="Profile statistics">
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
