import { ButtonLink } from '@/components/ui/button/button';
import { MenuIcon } from '@/components/ui/icons/menu';
import { Logo } from '@/components/ui/logo/logo';
import { Popover } from '@/components/ui/popover/popover';
import { paths } from '@/config/paths';
import './landing.css';

/** Placeholders with no behaviour yet. */
const NAV = ['Home', 'Trending', 'Following', 'Weekly Features'] as const;

export function LandingHeader() {
  return (
    <header className="landing-header header-bar">
      <div className="container landing-header__inner">
        <Logo to={paths.home.getHref()} compact />
        <nav className="landing-header__nav" aria-label="Main">
          {NAV.map((label) => (
            <button key={label} type="button" className="landing-header__link header-link">
              {label}
            </button>
          ))}
        </nav>
        <div className="landing-header__actions">
          <ButtonLink to={paths.auth.signIn.getHref()} variant="ghost" size="sm">
            Sign In
          </ButtonLink>
          <ButtonLink to={paths.auth.signUp.getHref()} size="sm">
            Get Started
          </ButtonLink>
          <Popover
            label="Menu"
            className="landing-header__menu"
            renderTrigger={(props) => (
              <button {...props} className="landing-header__menu-button" aria-label="Open menu">
                <MenuIcon />
              </button>
            )}
          >
            {(close) => (
              <nav aria-label="Main" className="landing-header__menu-list">
                {NAV.map((label) => (
                  <button key={label} type="button" className="landing-header__menu-item" onClick={close}>
                    {label}
                  </button>
                ))}
              </nav>
            )}
          </Popover>
        </div>
      </div>
    </header>
  );
}
