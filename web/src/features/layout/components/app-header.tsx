import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import type { PublicUser } from '../../../../../shared/schemas/user';
import { ButtonLink } from '../../../components/ui/button/button';
import { HomeIcon, RadioIcon, SearchIcon, TrendingUpIcon, UploadIcon, UsersIcon } from '../../../components/ui/icons/icons';
import { Logo } from '../../../components/ui/logo/logo';
import { paths } from '../../../config/paths';
import { AvatarMenu } from './avatar-menu';
import './app-header.css';

/** Nav entries after Home are placeholders with no destination yet (SPEC.md section 2). */
const PLACEHOLDER_NAV = [
  { label: 'Trending', icon: <TrendingUpIcon /> },
  { label: 'Following', icon: <UsersIcon /> },
  { label: 'Live', icon: <RadioIcon /> },
] as const;

export interface AppHeaderProps {
  user: PublicUser;
  onLogout: () => void;
  isLoggingOut?: boolean;
  /** The notification bell, which the member shell provides (features do not import each other). */
  notifications?: ReactNode;
}

/** The signed-in header: logo, nav, search, upload, notifications and the account menu. */
export function AppHeader({ user, onLogout, isLoggingOut = false, notifications }: AppHeaderProps) {
  return (
    <header className="app-header">
      <div className="container app-header__inner">
        <Logo to={paths.home.getHref()} compact />
        <nav className="app-header__nav" aria-label="Main">
          <NavLink to={paths.home.getHref()} end className="app-header__nav-item">
            <HomeIcon /> Home
          </NavLink>
          {PLACEHOLDER_NAV.map((item) => (
            <button key={item.label} type="button" className="app-header__nav-item">
              {item.icon} {item.label}
            </button>
          ))}
        </nav>
        <form className="app-header__search" role="search" onSubmit={(event) => event.preventDefault()}>
          <label className="sr-only" htmlFor="app-search">
            Search photos
          </label>
          <SearchIcon className="app-header__search-icon" />
          <input id="app-search" type="search" placeholder="Search photos..." autoComplete="off" />
        </form>
        <div className="app-header__actions">
          <ButtonLink to={paths.app.upload.getHref()} size="sm" className="app-header__upload" icon={<UploadIcon />} aria-label="Upload">
            <span className="app-header__upload-label">Upload</span>
          </ButtonLink>
          {notifications}
          <AvatarMenu user={user} onLogout={onLogout} isLoggingOut={isLoggingOut} />
        </div>
      </div>
    </header>
  );
}

