import { APP_SHOWCASE_MAX } from '@shared/constants';
import { DownloadIcon } from '@/components/ui/icons/download';
import { ExternalLinkIcon } from '@/components/ui/icons/external-link';
import { StarIcon } from '@/components/ui/icons/star';
import { TrendingUpIcon } from '@/components/ui/icons/trending-up';
import { APP_SHOWCASES, type AppShowcase } from '../data/app-showcases';
import './landing.css';

function AppCard({ app }: { app: AppShowcase }) {
  return (
    <article className="card app-card">
      <div className="app-card__top">
        <img className="app-card__icon" src={app.imageUrl} alt={`${app.name} app icon`} width={56} height={56} />
        {app.trending ? (
          <span className="badge badge--trending">
            <TrendingUpIcon aria-hidden="true" /> Trending
          </span>
        ) : null}
      </div>
      <h3 className="app-card__name">{app.name}</h3>
      <p className="app-card__category">
        {app.category} · {app.platform}
      </p>
      <p className="app-card__description">{app.description}</p>
      <div className="app-card__stats">
        <span className="app-card__rating" aria-label={`Rated ${app.rating} out of 5`}>
          <StarIcon aria-hidden="true" /> {app.rating.toFixed(1)}
        </span>
        <span className="app-card__downloads">
          <DownloadIcon aria-hidden="true" /> {app.downloads} downloads
        </span>
      </div>
      <a className="app-card__store" href={app.storeUrl} target="_blank" rel="noopener noreferrer">
        Get the app <ExternalLinkIcon aria-hidden="true" />
        <span className="sr-only">: {app.name} (opens in a new tab)</span>
      </a>
    </article>
  );
}

export function AppShowcases() {
  return (
    <section className="landing-section landing-section--tinted" aria-labelledby="apps-title">
      <div className="container">
        <div className="section-heading">
          <div>
            <p className="section-heading__eyebrow">Made for photographers</p>
            <h2 id="apps-title">App Showcases</h2>
            <p className="section-heading__lead">Apps our community loves for shooting, editing and sharing on the go.</p>
          </div>
        </div>
        <div className="app-grid">
          {APP_SHOWCASES.slice(0, APP_SHOWCASE_MAX).map((app) => (
            <AppCard key={app.id} app={app} />
          ))}
        </div>
      </div>
    </section>
  );
}
