import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { PublicUser } from '@shared/schemas/user';
import { ButtonLink } from '@/components/ui/button/button';
import { RadioIcon } from '@/components/ui/icons/radio';
import { UploadIcon } from '@/components/ui/icons/upload';
import { Logo } from '@/components/ui/logo/logo';
import { paths } from '@/config/paths';
import { AvatarMenu } from './avatar-menu';
import { HeaderSearch } from './header-search';
import { FEED_DESTINATIONS } from './member-destinations';
import { MemberNavMenu } from './member-nav-menu';
import './app-header.css';
import { MEMBER_SHELL_MESSAGES } from '@shared/messages/member-shell';
import { PLACE_NAMES } from '@shared/messages/places';
import { UI_MESSAGES } from '@shared/messages/ui';

export interface AppHeaderProps {
  user: PublicUser;
  onLogout: () => void;
  isLoggingOut?: boolean;
  /** The notification bell, which the member shell provides (features do not import each other). */
  notifications?: ReactNode;
}

/** The signed-in header: logo, nav, search, upload, notifications and the account menu. */
export function AppHeader({ user, onLogout, isLoggingOut = false, notifications }: AppHeaderProps) {
  const location = useLocation();
  const currentTab = new URLSearchParams(location.search).get('tab');
  // On the results page the box shows the words searched for; another search resets it (key).
  const searched = location.pathname === paths.app.search.path ? (new URLSearchParams(location.search).get('q') ?? '') : '';
  return (
    <header className="app-header header-bar">
      <div className="container app-header__inner">
        <MemberNavMenu />
        <Logo to={paths.home.getHref()} compact />
        <nav className="app-header__nav" aria-label={MEMBER_SHELL_MESSAGES.mainNav}>
          {FEED_DESTINATIONS.map((item) => {
            const active = location.pathname === paths.home.path && currentTab === item.tab;
            return (
              <Link
                key={item.label}
                to={item.href}
                className={active ? 'app-header__nav-item header-link active' : 'app-header__nav-item header-link'}
                aria-current={active ? 'page' : undefined}
              >
                {item.icon} {item.label}
              </Link>
            );
          })}
          <button type="button" className="app-header__nav-item header-link" disabled aria-describedby="live-soon">
            <RadioIcon /> {MEMBER_SHELL_MESSAGES.live}{' '}
            <span id="live-soon" className="soon-label">
              {UI_MESSAGES.soon}
            </span>
          </button>
        </nav>
        <HeaderSearch key={searched} searched={searched} />
        <div className="app-header__actions">
          <ButtonLink
            to={paths.app.upload.getHref()}
            size="sm"
            className="app-header__upload"
            icon={<UploadIcon />}
            aria-label={PLACE_NAMES.upload}
          >
            <span className="app-header__upload-label">{PLACE_NAMES.upload}</span>
          </ButtonLink>
          {notifications}
          <AvatarMenu user={user} onLogout={onLogout} isLoggingOut={isLoggingOut} />
        </div>
      </div>
    </header>
  );
}
