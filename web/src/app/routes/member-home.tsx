/**
 * '/' for members (SPEC.md "Home feed"). The member shell brings the header, the verification banner,
 * the footer and the floating upload button; this route composes the weekly featured photo, 'Latest
 * Photos' with its tabs and 'What's New' (features never import each other; the route does).
 */
import { usePrefetchInfiniteQuery, usePrefetchQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { PRODUCT_NAME } from '@shared/constants';
import { WhatsNew } from '@/features/announcements/components/whats-new';
import { feedPhotosQueryOptions } from '@/features/photos/api/get-feed-photos';
import { LatestPhotos } from '@/features/photos/components/latest-photos';
import type { AfterUploadState } from '@/features/upload/components/upload-screen';
import { currentWeeklyFeatureQueryOptions } from '@/features/weekly-feature/api/get-current-weekly-feature';
import { WeeklyFeatureCard } from '@/features/weekly-feature/components/weekly-feature-card';
import { MemberShell } from '@/app/shells';
import './home.css';

/**
 * Right after an upload the member's new photos lead 'Latest Photos' (newest first), but sit below the
 * weekly feature: scroll them into view and move focus there, so the first thing seen is what was just sent.
 */
export function MemberHomeRoute() {
  // The feed's two reads start as this route renders, not after the shell and the cards have committed:
  // on a throttled phone that is a third of a second earlier for the feed's largest paint (issue 12).
  usePrefetchQuery(currentWeeklyFeatureQueryOptions());
  usePrefetchInfiniteQuery(feedPhotosQueryOptions());
  const justUploaded = (useLocation().state as AfterUploadState | null)?.justUploaded ?? 0;
  const latest = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (justUploaded === 0 || !latest.current) return;
    latest.current.scrollIntoView({ block: 'start' });
    latest.current.focus({ preventScroll: true });
  }, [justUploaded]);

  return (
    <MemberShell>
      <title>{`Home · ${PRODUCT_NAME}`}</title>
      <div className="container">
        <h1 className="sr-only">Home</h1>
        <WeeklyFeatureCard />
        <div ref={latest} tabIndex={-1} className="home__latest" data-testid="home-latest">
          {justUploaded > 0 ? (
            <p className="home__just-uploaded" role="status">
              Just uploaded: your {justUploaded === 1 ? 'photo is' : `${justUploaded} photos are`} first below. The AI is writing
              {justUploaded === 1 ? ' its' : ' their'} text.
            </p>
          ) : null}
          <LatestPhotos />
        </div>
        <WhatsNew />
      </div>
    </MemberShell>
  );
}
