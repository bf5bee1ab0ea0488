/**
 * Like and dislike handlers for the photo's components ('Failed to like photo').
 * The card, its dialog and the detail page use them unless their parent passes its own; so every grid
 * (home, profile, tribe feeds) reacts without each screen wiring it.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Photo } from '@shared/schemas/photo';
import { useToast } from '@/components/ui/toast/toast';
import { isApiError } from '@/lib/api-client';
import { isReactionPending, useToggleDislike, useToggleLike } from '../api/toggle-reaction';
import type { ReactionHandlers } from '../components/photo-meta';

export const LIKE_FAILED = 'Failed to like photo';
export const DISLIKE_FAILED = 'Failed to dislike photo';

/** The server's reason when it gave one (e.g. the tribe settings' 403), else nothing. */
const serverReason = (error: Error) => (isApiError(error) ? error.serverMessage : undefined);

export function usePhotoReactions({ onSettled }: { onSettled?: (photoId: string) => void } = {}): Required<ReactionHandlers> {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const settled = (_data: unknown, _error: unknown, { photoId }: { photoId: string }) => onSettled?.(photoId);
  const like = useToggleLike({
    mutationConfig: {
      onError: (error) => toast({ title: LIKE_FAILED, description: serverReason(error), variant: 'destructive' }),
      onSettled: settled,
    },
  });
  const dislike = useToggleDislike({
    mutationConfig: {
      onError: (error) => toast({ title: DISLIKE_FAILED, description: serverReason(error), variant: 'destructive' }),
      onSettled: settled,
    },
  });
  const { mutate: mutateLike } = like;
  const { mutate: mutateDislike } = dislike;

  return useMemo(() => {
    // One reaction per photo at a time: the guess of a second click would build on an unconfirmed first.
    const guarded = (mutate: (variables: { photoId: string }) => void) => (photo: Photo) => {
      if (!isReactionPending(queryClient, photo.id)) mutate({ photoId: photo.id });
    };
    return { onLike: guarded(mutateLike), onDislike: guarded(mutateDislike) };
  }, [queryClient, mutateLike, mutateDislike]);
}
