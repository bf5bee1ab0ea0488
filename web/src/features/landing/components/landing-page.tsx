import { useEffect, useRef } from 'react';
import { PRODUCT_NAME, WELCOME_LINE } from '@shared/constants';
import { SiteFooter } from '@/components/layouts/site-footer';
import { useToast } from '@/components/ui/toast/toast';
import { useTrendingPhotos } from '../api/get-trending-photos';
import { AppShowcases } from './app-showcases';
import { CallToAction } from './call-to-action';
import { FeaturedToday } from './featured-today';
import { Hero } from './hero';
import { LandingHeader } from './landing-header';
import './landing.css';
import { APP_SCREEN_MESSAGES } from '@shared/messages/app-screens';

export const WELCOME_DESCRIPTION = 'Sign in to start sharing your photos with the world';

/** The signed-out landing page. Render it only for visitors. */
export function LandingPage() {
  const { toast } = useToast();
  const welcome = useRef<{ dismiss: () => void } | null>(null);
  // Asked for, not shown; a failure leaves the page as it is.
  useTrendingPhotos();

  // The welcome belongs to the landing page: it leaves with it, so it never covers the sign-up form the
  // visitor goes to next.
  useEffect(() => {
    welcome.current ??= toast({ title: WELCOME_LINE, description: WELCOME_DESCRIPTION });
    return () => {
      welcome.current?.dismiss();
      welcome.current = null;
    };
  }, [toast]);

  return (
    <div className="landing">
      <title>{`${PRODUCT_NAME} · Share Your Story`}</title>
      <a className="skip-link" href="#main">
        {APP_SCREEN_MESSAGES.skipToContent}
      </a>
      <LandingHeader />
      <main id="main">
        <Hero />
        <FeaturedToday />
        <AppShowcases />
        <CallToAction />
      </main>
      <SiteFooter />
    </div>
  );
}
