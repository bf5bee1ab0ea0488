import { PRODUCT_NAME } from '@shared/constants';
import { LogoMark } from '@/components/ui/logo/logo';
import './loading-screen.css';

/** The branded screen shown while the authentication status loads. */
export function LoadingScreen({ label = `Loading ${PRODUCT_NAME}...` }: { label?: string }) {
  return (
    <div className="loading-screen" role="status" aria-live="polite" data-testid="loading-screen">
      <div className="loading-screen__mark">
        <span className="loading-screen__ring" aria-hidden="true" />
        <LogoMark size={64} />
      </div>
      <p className="loading-screen__name">{PRODUCT_NAME}</p>
      <p className="loading-screen__label">{label}</p>
      <span className="loading-screen__bar" aria-hidden="true">
        <span />
      </span>
    </div>
  );
}
