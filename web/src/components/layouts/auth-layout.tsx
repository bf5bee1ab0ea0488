import type { ReactNode } from 'react';
import { PRODUCT_NAME } from '@shared/constants';
import { paths } from '@/config/paths';
import { SCENES, sceneDataUri, type Scene } from '@/lib/artwork';
import { HeartIcon } from '@/components/ui/icons/heart';
import { SparklesIcon } from '@/components/ui/icons/sparkles';
import { Logo } from '@/components/ui/logo/logo';
import './auth-layout.css';

const ART = sceneDataUri(SCENES.dusk);

/** The frame of the account screens: the form on the left, brand artwork on the right (wide screens). */
export function AuthLayout({
  title,
  subtitle,
  icon,
  children,
  footer,
  scene,
}: {
  title: string;
  subtitle?: ReactNode;
  /** A large icon above the title (status screens). */
  icon?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  scene?: Scene;
}) {
  const art = scene ? sceneDataUri(scene) : ART;
  return (
    <div className="auth-layout">
      <title>{`${title} · ${PRODUCT_NAME}`}</title>
      <main className="auth-layout__main">
        <div className="auth-layout__brand">
          <Logo to={paths.home.getHref()} />
        </div>
        <div className="auth-card">
          {icon ? <div className="auth-card__icon">{icon}</div> : null}
          <h1 className="auth-card__title">{title}</h1>
          {subtitle ? <p className="auth-card__subtitle">{subtitle}</p> : null}
          {children ? <div className="auth-card__body">{children}</div> : null}
          {footer ? <div className="auth-card__footer">{footer}</div> : null}
        </div>
      </main>
      <aside className="auth-layout__art" style={{ backgroundImage: `url("${art}")` }} aria-hidden="true">
        <div className="auth-layout__art-shade" />
        <div className="auth-layout__chip auth-layout__chip--top">
          <SparklesIcon /> AI caption: “Golden hour, golden people.”
        </div>
        <div className="auth-layout__chip auth-layout__chip--bottom">
          <HeartIcon /> 2,418 likes from your tribes
        </div>
        <blockquote className="auth-layout__quote">
          <p>Every photo tells a story. Share yours with the people who matter.</p>
          <footer>{PRODUCT_NAME}</footer>
        </blockquote>
      </aside>
    </div>
  );
}
