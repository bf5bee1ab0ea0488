import { PRODUCT_NAME } from '@shared/constants';
import { Button } from '@/components/ui/button/button';
import { AlertCircleIcon } from '@/components/ui/icons/alert-circle';
import { Logo } from '@/components/ui/logo/logo';
import './not-found.css';

/** Shown when a screen crashes while rendering (app/route-error-boundary). */
export function RouteError({ error }: { error: unknown }) {
  if (import.meta.env.DEV) console.error(error);
  return (
    <main className="not-found">
      <title>{`Something went wrong · ${PRODUCT_NAME}`}</title>
      <div className="not-found__brand">
        <Logo />
      </div>
      <div className="not-found__card" role="alert">
        <div className="not-found__title-row">
          <AlertCircleIcon className="not-found__icon" />
          <h1>Something went wrong</h1>
        </div>
        <p className="not-found__text">An unexpected error stopped this page. Reloading usually helps.</p>
        <Button onClick={() => window.location.reload()}>Reload the page</Button>
      </div>
    </main>
  );
}
