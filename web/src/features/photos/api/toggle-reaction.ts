import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Photo } from '@shared/schemas/photo';
import { reactionResult, type ReactionResult } from '@shared/schemas/social';
import { apiMutate } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { updatePhotoInCaches } from './photo-cache';
import { photoKeys } from '@/lib/query-keys';

export type ReactionKind = 'like' | 'dislike';
type ReactionState = Pick<Photo, keyof ReactionResult>;

/** Every like and dislike mutation carries this key, so "is one in flight for this photo?" can be asked. */
export const reactionMutationKey = [...photoKeys.all, 'reaction'] as const;

/** POST /api/photos/{id}/likes: toggles the viewer's like (a like replaces a dislike); answers the new counts. */
export const toggleLike = ({ photoId }: { photoId: string }) =>
  apiMutate('POST', `/api/photos/${encodeURIComponent(photoId)}/likes`, { schema: reactionResult });

/** POST /api/photos/{id}/dislikes: toggles the viewer's dislike (a dislike replaces a like). */
export const toggleDislike = ({ photoId }: { photoId: string }) =>
  apiMutate('POST', `/api/photos/${encodeURIComponent(photoId)}/dislikes`, { schema: reactionResult });

/** What the server will answer, guessed: the toggled reaction on, its opposite off. */
export function toggledReaction(state: ReactionState, kind: ReactionKind): ReactionState {
  const [on, count, opposite, oppositeCount] =
    kind === 'like'
      ? (['isLiked', 'likes', 'isDisliked', 'dislikes'] as const)
      : (['isDisliked', 'dislikes', 'isLiked', 'likes'] as const);
  if (state[on]) return { ...state, [on]: false, [count]: Math.max(0, state[count] - 1) };
  return {
    ...state,
    [on]: true,
    [count]: state[count] + 1,
    [opposite]: false,
    [oppositeCount]: state[opposite] ? Math.max(0, state[oppositeCount] - 1) : state[oppositeCount],
  };
}

const reactionOf = ({ likes, dislikes, isLiked, isDisliked }: ReactionState): ReactionState => ({
  likes,
  dislikes,
  isLiked,
  isDisliked,
});

/** Writes `state` into every cached copy of the photo. */
const writeReaction = (queryClient: QueryClient, photoId: string, state: ReactionState) =>
  updatePhotoInCaches(queryClient, photoId, (photo) => ({ ...photo, ...state }));

interface ReactionContext {
  /** The reaction before the click, to put back when the call fails; undefined when no copy was cached. */
  previous: ReactionState | undefined;
}

const FETCHERS = { like: toggleLike, dislike: toggleDislike } as const;

type ToggleFn = typeof toggleLike;

/**
 * The shared body of both toggles. Optimistic: every cached copy (feed and profile pages, trending,
 * tribe feeds, the detail) changes at once; the server's counts replace the guess, and a failure
 * puts the previous reaction back.
 */
function useToggleReaction(
  kind: ReactionKind,
  { mutationConfig }: { mutationConfig?: Omit<MutationConfig<ToggleFn>, 'onMutate'> } = {},
) {
  const queryClient = useQueryClient();
  const { onSuccess, onError, ...restConfig } = mutationConfig ?? {};
  return useMutation<ReactionResult, Error, { photoId: string }, ReactionContext>({
    ...restConfig,
    mutationKey: [...reactionMutationKey, kind],
    mutationFn: FETCHERS[kind],
    onMutate: async ({ photoId }) => {
      // A detail read in flight (the processing poll) would overwrite the guess when it lands.
      await queryClient.cancelQueries({ queryKey: photoKeys.detail(photoId), exact: true });
      let previous: ReactionState | undefined;
      updatePhotoInCaches(queryClient, photoId, (photo) => {
        previous ??= reactionOf(photo);
        return { ...photo, ...toggledReaction(previous, kind) };
      });
      return { previous };
    },
    onSuccess: (...args) => {
      const [result, { photoId }] = args;
      writeReaction(queryClient, photoId, result);
      return onSuccess?.(...args);
    },
    onError: (...args) => {
      const [, { photoId }, context] = args;
      if (context?.previous) writeReaction(queryClient, photoId, context.previous);
      return onError?.(...args);
    },
  });
}

/** Likes the photo, or takes the like back. */
export const useToggleLike = (options: Parameters<typeof useToggleReaction>[1] = {}) => useToggleReaction('like', options);

/** Dislikes the photo, or takes the dislike back. */
export const useToggleDislike = (options: Parameters<typeof useToggleReaction>[1] = {}) => useToggleReaction('dislike', options);

/** Whether a like or dislike of this photo is on its way (a second click waits for the first). */
export const isReactionPending = (queryClient: QueryClient, photoId: string) =>
  queryClient.isMutating({
    mutationKey: reactionMutationKey,
    predicate: (mutation) => (mutation.state.variables as { photoId?: string } | undefined)?.photoId === photoId,
  }) > 0;
