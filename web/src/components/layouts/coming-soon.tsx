import type { ReactNode } from 'react';
import { PRODUCT_NAME } from '@shared/constants';
import { paths } from '@/config/paths';
import { ButtonLink } from '@/components/ui/button/button';
import { ArrowLeftIcon } from '@/components/ui/icons/arrow-left';
import { ImageIcon } from '@/components/ui/icons/image';
import './coming-soon.css';

/** A screen whose content arrives with a later piece of work (photos, tribes, keys...). */
export function ComingSoon({ title, description, icon }: { title: string; description?: string; icon?: ReactNode }) {
  return (
    <section className="coming-soon container" aria-labelledby="coming-soon-title">
      <title>{`${title} · ${PRODUCT_NAME}`}</title>
      <div className="card card--lg coming-soon__card">
        <div className="coming-soon__art" aria-hidden="true">
          <span className="coming-soon__tile coming-soon__tile--a" />
          <span className="coming-soon__tile coming-soon__tile--b" />
          <span className="coming-soon__icon">{icon ?? <ImageIcon />}</span>
        </div>
        <p className="eyebrow">Coming with photos</p>
        <h1 id="coming-soon-title" className="page-title">
          {title}
        </h1>
        <p className="coming-soon__text">{description ?? 'This screen is on its way. It arrives together with photos, very soon.'}</p>
        <ButtonLink to={paths.home.getHref()} variant="outline" icon={<ArrowLeftIcon />}>
          Back to home
        </ButtonLink>
      </div>
    </section>
  );
}
