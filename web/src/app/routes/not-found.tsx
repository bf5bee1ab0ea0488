import { PRODUCT_NAME } from '@shared/constants';
import { ButtonLink } from '@/components/ui/button/button';
import { AlertCircleIcon } from '@/components/ui/icons/alert-circle';
import { ArrowLeftIcon } from '@/components/ui/icons/arrow-left';
import { Logo } from '@/components/ui/logo/logo';
import { paths } from '@/config/paths';
import './not-found.css';

export function NotFoundRoute() {
  return (
    <main className="not-found">
      <title>{`Page not found · ${PRODUCT_NAME}`}</title>
      <div className="not-found__brand">
        <Logo to={paths.home.getHref()} />
      </div>
      <div className="not-found__card">
        <p className="not-found__code" aria-hidden="true">
          404
        </p>
        <div className="not-found__title-row">
          <AlertCircleIcon className="not-found__icon" />
          <h1>404 Page Not Found</h1>
        </div>
        <p className="not-found__text">Did you forget to add the page to the router?</p>
        <ButtonLink to={paths.home.getHref()} icon={<ArrowLeftIcon />}>
          Back to home
        </ButtonLink>
      </div>
    </main>
  );
}
