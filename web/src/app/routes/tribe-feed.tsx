/**
 * /tribe-feed: the tribes feature's tabs and summary composed with the photos feature's grid and cards
 * (features never import each other; this route does). 'All Public' is GET /api/photos/public (public
 * photos only: a tribe's photo never appears there); a tribe tab is GET /api/tribes/{tribeId}/photos. The
 * selected tab lives in the URL (?tribe=<id>), so it survives a reload.
 */
import { TRIBE_SCREEN_MESSAGES } from '@shared/messages/tribe-screens';
import { useSearchParams } from 'react-router-dom';
import { PRODUCT_NAME } from '@shared/constants';
import type { Tribe } from '@shared/schemas/tribe';
import { RequireAuth } from '@/components/layouts/require-auth';
import { ButtonLink } from '@/components/ui/button/button';
import { UploadIcon } from '@/components/ui/icons/upload';
import { paths } from '@/config/paths';
import { usePublicPhotos } from '@/features/photos/api/get-public-photos';
import { PagedPhotoGrid } from '@/features/photos/components/paged-photo-grid';
import { PhotoGridSkeleton, PhotosEmptyState } from '@/features/photos/components/photo-grid';
import { useTribePhotos } from '@/features/tribes/api/get-tribe-photos';
import { useTribes } from '@/features/tribes/api/get-tribes';
import { TribeFeedLayout } from '@/features/tribes/components/tribe-feed-layout';
import { TribePhotoNote } from '@/features/tribes/components/tribe-photo-note';
import { TribeSummary } from '@/features/tribes/components/tribe-summary';
import { MemberShell } from '@/app/shells';

/** The query-string parameter that holds the selected tribe. */
const TRIBE_PARAM = 'tribe';

export function TribeFeedRoute() {
  return (
    <RequireAuth>
      <MemberShell>
        <title>{`Tribe Feeds · ${PRODUCT_NAME}`}</title>
        <TribeFeedScreen />
      </MemberShell>
    </RequireAuth>
  );
}

function TribeFeedScreen() {
  const tribes = useTribes();
  const [searchParams, setSearchParams] = useSearchParams();
  const requestedId = searchParams.get(TRIBE_PARAM);
  const selectedTribe = requestedId ? tribes.data?.find((t) => t.id === requestedId) : undefined;
  // Until the tribes arrive, a tribe in the URL is taken on trust; afterwards an unknown one reads as All Public.
  const selectedId = selectedTribe ? selectedTribe.id : tribes.isPending ? requestedId : null;

  const select = (tribeId: string | null) =>
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (tribeId) next.set(TRIBE_PARAM, tribeId);
        else next.delete(TRIBE_PARAM);
        return next;
      },
      { replace: true },
    );

  return (
    <TribeFeedLayout
      tribes={tribes.data}
      tribesStatus={tribes.status}
      onRetryTribes={() => void tribes.refetch()}
      selectedId={selectedId}
      onSelect={select}
    >
      {selectedTribe ? (
        <TribeTab key={selectedTribe.id} tribe={selectedTribe} />
      ) : selectedId ? (
        <PhotoGridSkeleton />
      ) : (
        <AllPublicTab />
      )}
    </TribeFeedLayout>
  );
}

function EmptyFeed({ text }: { text: string }) {
  return (
    <PhotosEmptyState
      title={TRIBE_SCREEN_MESSAGES.emptyFeedTitle}
      text={text}
      action={
        <ButtonLink to={paths.app.upload.getHref()} icon={<UploadIcon />}>
          {TRIBE_SCREEN_MESSAGES.shareFirstPhoto}
        </ButtonLink>
      }
    />
  );
}

function AllPublicTab() {
  const feed = usePublicPhotos();
  return (
    <PagedPhotoGrid
      query={feed}
      columns="feed"
      label={TRIBE_SCREEN_MESSAGES.allPublicPhotosLabel}
      empty={<EmptyFeed text={TRIBE_SCREEN_MESSAGES.noPublicPhotos} />}
    />
  );
}

function TribeTab({ tribe }: { tribe: Tribe }) {
  const photos = useTribePhotos(tribe.id);
  return (
    <>
      <TribeSummary tribe={tribe} />
      <PagedPhotoGrid
        query={photos}
        columns="feed"
        label={TRIBE_SCREEN_MESSAGES.tribePhotosLabel(tribe.name)}
        empty={<EmptyFeed text={TRIBE_SCREEN_MESSAGES.noTribePhotos} />}
        renderBelowCard={(photo) => <TribePhotoNote content={photo.tribeSpecificContent[tribe.id]} />}
      />
    </>
  );
}
