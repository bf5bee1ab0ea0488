import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '@shared/constants';
import { paths } from '@/config/paths';
import { Logo } from '@/components/ui/logo/logo';
import './site-footer.css';

/**
 * The footer's columns: Platform, Creators and Support. Every entry leads somewhere: the
 * placeholders with no page behind them were dropped rather than left as dead links.
 */
const COLUMNS = [
  {
    title: 'Platform',
    links: [
      { label: 'Browse Photos', to: paths.home.getHref() },
      { label: 'Tribes', to: paths.app.tribes.getHref() },
      { label: 'Memories', to: paths.app.capsules.getHref() },
      { label: 'Mobile Apps', to: paths.app.apiKeys.getHref() },
    ],
  },
  { title: 'Creators', links: [{ label: 'Community Guidelines', to: paths.info.guidelines.getHref() }] },
  { title: 'Support', links: [{ label: 'Help Center', to: paths.info.help.getHref() }] },
] as const;

const LEGAL = [
  { label: 'Privacy Policy', to: paths.info.privacy.getHref() },
  { label: 'Terms of Service', to: paths.info.terms.getHref() },
] as const;

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__about">
          <Logo to={paths.home.getHref()} />
          <p>
            Share the moments that matter with the people who matter. AI-written captions, private tribes and share links that stay
            between friends.
          </p>
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.title} className="site-footer__column" aria-label={column.title}>
            <h2>{column.title}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.label}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="container site-footer__bottom">
        <p>
          © {new Date().getFullYear()} {PRODUCT_NAME}. All rights reserved.
        </p>
        <ul aria-label="Legal">
          {LEGAL.map((link) => (
            <li key={link.label}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
