import type { ReactNode } from 'react';
import { PRODUCT_NAME } from '@shared/constants';
import './info-page.css';

/** One of the footer's reading pages: a title, when it was last changed, and its sections. */
export function InfoPage({
  title,
  updated,
  intro,
  children,
}: {
  title: string;
  updated: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <article className="info-page container">
      <title>{`${title} · ${PRODUCT_NAME}`}</title>
      <header className="info-page__header">
        <h1>{title}</h1>
        <p className="info-page__updated">Last updated {updated}</p>
        <p className="info-page__intro">{intro}</p>
      </header>
      <div className="info-page__body">{children}</div>
    </article>
  );
}

export function InfoSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="info-page__section">
      <h2>{title}</h2>
      {children}
    </section>
  );
}
