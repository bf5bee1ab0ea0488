import { PRODUCT_NAME } from '@shared/constants';
import { ButtonLink } from '@/components/ui/button/button';
import { AlertCircleIcon } from '@/components/ui/icons/alert-circle';
import { ArrowLeftIcon } from '@/components/ui/icons/arrow-left';
import { Logo } from '@/components/ui/logo/logo';
import { paths } from '@/config/paths';
import './not-found.css';
import { APP_SCREEN_MESSAGES } from '@shared/messages/app-screens';

export function NotFoundRoute() {
  return (
    <main className="not-found">
      <title>{`${APP_SCREEN_MESSAGES.notFoundDocumentTitle} · ${PRODUCT_NAME}`}</title>
      <div className="not-found__brand">
        <Logo to={paths.home.getHref()} />
      </div>
      <div className="not-found__card">
        <p className="not-found__code" aria-hidden="true">
          404
        </p>
        <div className="not-found__title-row">
          <AlertCircleIcon className="not-found__icon" />
          <h1>{APP_SCREEN_MESSAGES.notFoundTitle}</h1>
        </div>
        <p className="not-found__text">{APP_SCREEN_MESSAGES.notFoundText}</p>
        <ButtonLink to={paths.home.getHref()} icon={<ArrowLeftIcon />}>
          {APP_SCREEN_MESSAGES.backHome}
        </ButtonLink>
      </div>
    </main>
  );
}
