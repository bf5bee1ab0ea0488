import { PRODUCT_NAME } from '@shared/constants';
import { paths } from '@/config/paths';
import { Logo } from '@/components/ui/logo/logo';
import './site-footer.css';

/** The footer columns: every entry is a placeholder with no destination yet (SPEC.md section 2). */
const COLUMNS = [
  { title: 'Platform', links: ['Browse Photos', 'Weekly Features', 'Tribes', 'Mobile Apps'] },
  { title: 'Creators', links: ['Creator Hub', 'Community Guidelines', 'Showcase', 'Resources'] },
  { title: 'Support', links: ['Help Center', 'Contact Us', 'Safety', 'Status'] },
] as const;

const LEGAL = ['Privacy Policy', 'Terms of Service', 'Cookie Policy'] as const;

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
              {column.links.map((label) => (
                <li key={label}>
                  <button type="button" className="link-button">
                    {label}
                  </button>
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
          {LEGAL.map((label) => (
            <li key={label}>
              <button type="button" className="link-button">
                {label}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
