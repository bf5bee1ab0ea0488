/**
 * The home feed's 'Latest Photos' with its three tabs (all three real; they began as
 * placeholders, docs/decisions/feeds.md): For You is GET /api/photos, Following GET /api/photos/following (both paged), Trending
 * GET /api/photos/trending?limit=24 (one list). The selected tab lives in the URL (?tab=following,
 * ?tab=trending; For You has none), so a reload keeps it. The tabs keep the segmented control's look.
 */
import { PHOTO_MESSAGES } from '@shared/messages/photo';
import { useSearchParams } from 'react-router-dom';
import { Button, ButtonLink } from '@/components/ui/button/button';
import { AlertCircleIcon } from '@/components/ui/icons/alert-circle';
import { UploadIcon } from '@/components/ui/icons/upload';
import { paths } from '@/config/paths';
import { useFeedPhotos } from '../api/get-feed-photos';
import { useFollowingPhotos } from '../api/get-following-photos';
import { useTrendingFeed } from '../api/get-trending-feed';
import { PagedPhotoGrid } from './paged-photo-grid';
import { PhotoGrid, PhotoGridSkeleton, PhotosEmptyState } from './photo-grid';
import '@/components/ui/segmented/segmented.css';
import './latest-photos.css';
import { TabPanel, Tablist, useTabIds } from '@/components/ui/tabs/tablist';
import { RetryButton } from '@/components/ui/button/retry-button';

/** The query-string parameter that holds the selected tab. */
export const FEED_TAB_PARAM = 'tab';

const TABS = [
  { key: 'for-you', content: PHOTO_MESSAGES.forYouTab },
  { key: 'following', content: PHOTO_MESSAGES.followingTab },
  { key: 'trending', content: PHOTO_MESSAGES.trendingTab },
] as const;

export type FeedTab = (typeof TABS)[number]['key'];

/** The tab a ?tab= value names; a missing or unknown one is For You. */
export const feedTabOf = (value: string | null): FeedTab => TABS.find((tab) => tab.key === value)?.key ?? 'for-you';

/**
 * The home feed's 'Latest Photos': the selected tab's photos, 1 to 3 columns. While `holdReads` is true the
 * tab's read waits (its skeleton shows): the home holds it until the week's photo is on screen.
 */
export function LatestPhotos({ holdReads = false }: { holdReads?: boolean }) {
  const ids = useTabIds<FeedTab>();
  const [searchParams, setSearchParams] = useSearchParams();
  const selected = feedTabOf(searchParams.get(FEED_TAB_PARAM));

  const select = (tab: FeedTab) =>
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (tab === 'for-you') next.delete(FEED_TAB_PARAM);
        else next.set(FEED_TAB_PARAM, tab);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <section className="latest-photos" aria-labelledby="latest-photos-title">
      <div className="latest-photos__heading">
        <h2 id="latest-photos-title">{PHOTO_MESSAGES.latestTitle}</h2>
        <Tablist
          label={PHOTO_MESSAGES.feedTabsLabel}
          tabs={TABS}
          selected={selected}
          onSelect={select}
          ids={ids}
          className="segmented latest-photos__tabs"
          tabClassName="segmented__option"
        />
      </div>
      <TabPanel ids={ids} selected={selected} className="latest-photos__panel">
        {selected === 'following' ? (
          <FollowingTab onExplore={() => select('for-you')} enabled={!holdReads} />
        ) : selected === 'trending' ? (
          <TrendingTab enabled={!holdReads} />
        ) : (
          <ForYouTab enabled={!holdReads} />
        )}
      </TabPanel>
    </section>
  );
}

const uploadAction = (label: string) => (
  <ButtonLink to={paths.app.upload.getHref()} icon={<UploadIcon />}>
    {label}
  </ButtonLink>
);

function ForYouTab({ enabled }: { enabled: boolean }) {
  const feed = useFeedPhotos({ enabled });
  return (
    <PagedPhotoGrid
      query={feed}
      columns="feed"
      deferNewPages
      label={PHOTO_MESSAGES.latestLabel}
      empty={
        <PhotosEmptyState
          title={PHOTO_MESSAGES.noPhotosYetTitle}
          text={PHOTO_MESSAGES.noLatestPhotos}
          action={uploadAction(PHOTO_MESSAGES.uploadPhotos)}
        />
      }
    />
  );
}

function FollowingTab({ onExplore, enabled }: { onExplore: () => void; enabled: boolean }) {
  const following = useFollowingPhotos({ enabled });
  return (
    <PagedPhotoGrid
      query={following}
      columns="feed"
      deferNewPages
      label={PHOTO_MESSAGES.followingLabel}
      empty={
        <PhotosEmptyState
          title={PHOTO_MESSAGES.noFollowingTitle}
          text={PHOTO_MESSAGES.noFollowing}
          action={
            <Button variant="outline" onClick={onExplore}>
              {PHOTO_MESSAGES.exploreForYou}
            </Button>
          }
        />
      }
    />
  );
}

function TrendingTab({ enabled }: { enabled: boolean }) {
  const trending = useTrendingFeed({ enabled });
  if (trending.isPending) return <PhotoGridSkeleton columns="feed" />;
  if (trending.isError && !trending.data) {
    return (
      <div className="state-box" role="alert">
        <AlertCircleIcon aria-hidden="true" width={28} height={28} />
        <p>{trending.error.message}</p>
        <RetryButton onRetry={trending.refetch} isRetrying={trending.isRefetching} />
      </div>
    );
  }
  if (trending.data.length === 0) {
    return (
      <PhotosEmptyState
        title={PHOTO_MESSAGES.noTrendingTitle}
        text={PHOTO_MESSAGES.noTrending}
        action={uploadAction(PHOTO_MESSAGES.uploadPhotos)}
      />
    );
  }
  return <PhotoGrid photos={trending.data} columns="feed" label={PHOTO_MESSAGES.trendingLabel} />;
}
