import { useId } from 'react';
import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '@shared/constants';
import './logo.css';

/** The brand mark: a gradient tile with a lens. */
export function LogoMark({ size = 36 }: { size?: number }) {
  const gradientId = useId();
  return (
    <svg className="logo__mark" width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#7c3aed" />
          <stop offset="0.55" stopColor="#db2777" />
          <stop offset="1" stopColor="#f59e0b" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="16" fill={`url(#${gradientId})`} />
      <circle cx="32" cy="34" r="13" fill="none" stroke="#fff" strokeWidth="5" />
      <circle cx="32" cy="34" r="5" fill="#fff" />
      <rect x="18" y="13" width="12" height="6" rx="3" fill="#fff" />
    </svg>
  );
}

export function Logo({ to, size = 36, compact = false }: { to?: string; size?: number; compact?: boolean }) {
  const [first, ...rest] = PRODUCT_NAME.split(' ');
  const content = (
    <>
      <LogoMark size={size} />
      <span className={compact ? 'logo__text logo__text--compact' : 'logo__text'}>
        <span className="logo__brand">{first}</span> {rest.join(' ')}
      </span>
    </>
  );
  return to ? (
    <Link to={to} className="logo" aria-label={`${PRODUCT_NAME} home`}>
      {content}
    </Link>
  ) : (
    <span className="logo">{content}</span>
  );
}
