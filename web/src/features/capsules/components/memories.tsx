/**
 * The Memories screen (/capsules): the member's capsules, newest first. Open ones show the photo, the
 * entry, the emotion and the tags; sealed ones (the server sends no entry for them) show their unlock
 * date and a live countdown, and the list is read again when one reaches its moment.
 */
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { PageLoading, PageStateCard } from '@/components/layouts/page-state';
import { Button, ButtonLink } from '@/components/ui/button/button';
import { ArchiveIcon } from '@/components/ui/icons/archive';
import { ImageIcon } from '@/components/ui/icons/image';
import { paths } from '@/config/paths';
import { itemsOfPages } from '@/lib/api-page';
import { capsuleKeys } from '@/lib/query-keys';
import { useCapsules } from '../api/get-capsules';
import { OpenCapsuleCard, SealedCapsuleCard } from './capsule-card';
import './capsules.css';

export const MEMORIES_EMPTY_TITLE = 'No memory capsules yet';

export function Memories() {
  const capsules = useCapsules();
  const queryClient = useQueryClient();
  const reread = useCallback(() => void queryClient.invalidateQueries({ queryKey: capsuleKeys.all }), [queryClient]);

  if (capsules.isPending) return <PageLoading label="Loading memories" />;
  if (capsules.isError) {
    return (
      <PageStateCard
        isError
        title="Something went wrong"
        text="We couldn't load your memories. Please try again."
        action={
          <Button
            variant="outline"
            onClick={() => void capsules.refetch()}
            isLoading={capsules.isRefetching}
            loadingText="Trying again..."
          >
            Try again
          </Button>
        }
      />
    );
  }
  const items = itemsOfPages(capsules.data);
  return (
    <section className="memories" aria-labelledby="memories-title">
      <header className="memories__header">
        <h1 id="memories-title">Memories</h1>
        <p>Journal entries on your photos. Sealed ones open at 00:00 UTC on their date.</p>
      </header>
      {items.length === 0 ? (
        <PageStateCard
          icon={<ArchiveIcon />}
          title={MEMORIES_EMPTY_TITLE}
          text="Open one of your photos and choose 'Add to Capsule' to write what it means to you."
          action={
            <ButtonLink to={paths.app.profile.getHref()} variant="outline" icon={<ImageIcon />}>
              Go to my photos
            </ButtonLink>
          }
        />
      ) : (
        <ul className="memories__list" aria-label="Memory capsules">
          {items.map((capsule) => (
            <li key={capsule.id}>
              {capsule.sealed ? <SealedCapsuleCard capsule={capsule} onOpen={reread} /> : <OpenCapsuleCard capsule={capsule} />}
            </li>
          ))}
        </ul>
      )}
      {capsules.hasNextPage ? (
        <div className="memories__more">
          <Button
            variant="outline"
            onClick={() => void capsules.fetchNextPage()}
            isLoading={capsules.isFetchingNextPage}
            loadingText="Loading..."
          >
            Load more
          </Button>
        </div>
      ) : null}
    </section>
  );
}
