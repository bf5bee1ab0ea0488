/**
 * '/' for members. The member shell brings the header, the verification banner,
 * the footer and the floating upload button; this route composes the weekly featured photo, 'Latest
 * Photos' with its tabs and 'What's New' (features never import each other; the route does).
 */
import { usePrefetchQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { PRODUCT_NAME } from '@shared/constants';
import { WhatsNew } from '@/features/announcements/components/whats-new';
import { useFeedPhotos } from '@/features/photos/api/get-feed-photos';
import { LatestPhotos } from '@/features/photos/components/latest-photos';
import { itemsOfPages } from '@/lib/api-page';
import type { AfterUploadState } from '@/features/upload/components/upload-screen';
import { currentWeeklyFeatureQueryOptions } from '@/features/weekly-feature/api/get-current-weekly-feature';
import { WeeklyFeatureCard } from '@/features/weekly-feature/components/weekly-feature-card';
import { MemberShell } from '@/app/shells';
import './home.css';
import { HOME_SCREEN_MESSAGES } from '@shared/messages/home-screens';
import { PLACE_NAMES } from '@shared/messages/places';

/** The longest the week's photo goes first: a slow photo never holds the feed's reads longer. */
const PHOTO_HEAD_START_MS = 1000;

/**
 * The week's photo is the home's largest paint and, on a phone, all of its first screen: it downloads
 * alone, and the home's other reads ('Latest Photos', 'What's New', the bell's unread count) start once it
 * is on screen (or failed, or the week has none), or after PHOTO_HEAD_START_MS (docs/decisions/member-home-first.md).
 */
function usePhotoFirst() {
  const [photoShown, setPhotoShown] = useState(false);
  const showPhoto = useCallback(() => setPhotoShown(true), []);
  useEffect(() => {
    const timer = window.setTimeout(showPhoto, PHOTO_HEAD_START_MS);
    return () => window.clearTimeout(timer);
  }, [showPhoto]);
  return { holdReads: !photoShown, showPhoto };
}

/**
 * Right after an upload the member's new photos lead 'Latest Photos' (newest first), but sit below the
 * weekly feature: scroll them into view and move focus there, so the first thing seen is what was just sent.
 */
export function MemberHomeRoute() {
  // The week's feature is read as this route renders, not after the shell has committed.
  usePrefetchQuery(currentWeeklyFeatureQueryOptions());
  const { holdReads, showPhoto } = usePhotoFirst();
  const justUploaded = (useLocation().state as AfterUploadState | null)?.justUploaded ?? 0;
  const latest = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (justUploaded === 0 || !latest.current) return;
    latest.current.scrollIntoView({ block: 'start' });
    latest.current.focus({ preventScroll: true });
  }, [justUploaded]);

  return (
    <MemberShell holdReads={holdReads}>
      <title>{`${PLACE_NAMES.home} · ${PRODUCT_NAME}`}</title>
      <div className="container">
        <h1 className="sr-only">{PLACE_NAMES.home}</h1>
        <WeeklyFeatureCard onShown={showPhoto} />
        <div ref={latest} tabIndex={-1} className="home__latest" data-testid="home-latest">
          {justUploaded > 0 ? <JustUploadedNote count={justUploaded} /> : null}
          <LatestPhotos holdReads={holdReads} />
        </div>
        <WhatsNew holdRead={holdReads} />
      </div>
    </MemberShell>
  );
}

/**
 * Where the new photos are, and, only while one of them is still being analysed, that the AI
 * is writing their text. It reads the feed 'Latest Photos' reads, never fetching itself (the feed's reads
 * wait for the week's photo); until that read answers, the new photos are taken to be processing.
 */
function JustUploadedNote({ count }: { count: number }) {
  const { data } = useFeedPhotos({ enabled: false });
  const newest = data ? itemsOfPages(data).slice(0, count) : undefined;
  const writing = newest === undefined || newest.some((photo) => photo.status === 'processing');
  return (
    <p className="home__just-uploaded" role="status">
      {HOME_SCREEN_MESSAGES.justUploaded(count)}
      {writing ? HOME_SCREEN_MESSAGES.aiWriting(count) : null}
    </p>
  );
}
