import { PRODUCT_NAME } from '@shared/constants';
import { Button } from '@/components/ui/button/button';
import { AlertCircleIcon } from '@/components/ui/icons/alert-circle';
import { Logo } from '@/components/ui/logo/logo';
import './not-found.css';
import { APP_SCREEN_MESSAGES } from '@shared/messages/app-screens';
import { UI_MESSAGES } from '@shared/messages/ui';

/** Shown when a screen crashes while rendering (app/route-error-boundary). */
export function RouteError({ error }: { error: unknown }) {
  if (import.meta.env.DEV) console.error(error);
  return (
    <main className="not-found">
      <title>{`${UI_MESSAGES.somethingWentWrong} · ${PRODUCT_NAME}`}</title>
      <div className="not-found__brand">
        <Logo />
      </div>
      <div className="not-found__card" role="alert">
        <div className="not-found__title-row">
          <AlertCircleIcon className="not-found__icon" />
          <h1>{UI_MESSAGES.somethingWentWrong}</h1>
        </div>
        <p className="not-found__text">{APP_SCREEN_MESSAGES.crashedText}</p>
        <Button onClick={() => window.location.reload()}>{APP_SCREEN_MESSAGES.reload}</Button>
      </div>
    </main>
  );
}
