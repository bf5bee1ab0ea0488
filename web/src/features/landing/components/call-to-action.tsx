import { PRODUCT_NAME } from '@shared/constants';
import { ButtonAnchor, ButtonLink } from '@/components/ui/button/button';
import { ArrowRightIcon } from '@/components/ui/icons/arrow-right';
import { SmartphoneIcon } from '@/components/ui/icons/smartphone';
import { paths } from '@/config/paths';
import './landing.css';

/** The mobile app's store page. */
export const MOBILE_STORE_URL = 'https://apps.apple.com/';

export function CallToAction() {
  return (
    <section className="landing-section" aria-labelledby="cta-title">
      <div className="container">
        <div className="cta">
          <div className="cta__blob cta__blob--a" aria-hidden="true" />
          <div className="cta__blob cta__blob--b" aria-hidden="true" />
          <h2 id="cta-title">Ready to share your story?</h2>
          <p>
            Join {PRODUCT_NAME} and turn everyday moments into stories for the people who matter. Your photos, your tribes, your rules.
          </p>
          <div className="cta__actions">
            <ButtonLink
              to={paths.auth.signUp.getHref()}
              size="lg"
              variant="outline"
              className="cta__primary btn--icon-end"
              icon={<ArrowRightIcon />}
            >
              Join {PRODUCT_NAME}
            </ButtonLink>
            <ButtonAnchor href={MOBILE_STORE_URL} size="lg" variant="ghost" className="cta__secondary" icon={<SmartphoneIcon />}>
              Download the mobile app
              <span className="sr-only"> (opens in a new tab)</span>
            </ButtonAnchor>
          </div>
        </div>
      </div>
    </section>
  );
}
