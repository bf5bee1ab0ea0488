/**
 * The Memories screen (/capsules): the member's capsules, newest first. Open ones show the photo, the
 * entry, the emotion and the tags; sealed ones (the server sends no entry for them) show their unlock
 * date and a live countdown, and the list is read again when one reaches its moment.
 */
import { CAPSULE_SCREEN_MESSAGES } from '@shared/messages/capsule-screens';
import { UI_MESSAGES } from '@shared/messages/ui';
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
import { RetryButton } from '@/components/ui/button/retry-button';

export function Memories() {
  const capsules = useCapsules();
  const queryClient = useQueryClient();
  const reread = useCallback(() => void queryClient.invalidateQueries({ queryKey: capsuleKeys.all }), [queryClient]);

  if (capsules.isPending) return <PageLoading label={CAPSULE_SCREEN_MESSAGES.loadingMemories} />;
  if (capsules.isError) {
    return (
      <PageStateCard
        isError
        title={UI_MESSAGES.somethingWentWrong}
        text={CAPSULE_SCREEN_MESSAGES.loadFailed}
        action={<RetryButton onRetry={capsules.refetch} isRetrying={capsules.isRefetching} />}
      />
    );
  }
  const items = itemsOfPages(capsules.data);
  return (
    <section className="memories" aria-labelledby="memories-title">
      <header className="memories__header">
        <h1 id="memories-title">{CAPSULE_SCREEN_MESSAGES.title}</h1>
        <p>{CAPSULE_SCREEN_MESSAGES.memoriesLead}</p>
      </header>
      {items.length === 0 ? (
        <PageStateCard
          icon={<ArchiveIcon />}
          title={CAPSULE_SCREEN_MESSAGES.emptyTitle}
          text={CAPSULE_SCREEN_MESSAGES.empty}
          action={
            <ButtonLink to={paths.app.profile.getHref()} variant="outline" icon={<ImageIcon />}>
              {CAPSULE_SCREEN_MESSAGES.goToMyPhotos}
            </ButtonLink>
          }
        />
      ) : (
        <ul className="memories__list" aria-label={CAPSULE_SCREEN_MESSAGES.listLabel}>
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
            loadingText={UI_MESSAGES.loading}
          >
            {UI_MESSAGES.loadMore}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
