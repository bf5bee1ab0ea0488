import { useMutation, useQueryClient } from '@tanstack/react-query';
import { comment } from '@shared/schemas/social';
import { apiMutate } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { commentKeys } from './comment-keys';
import type { CommentPages } from './get-comments';

/** POST /api/photos/{id}/comments {content}: 201 with the comment as the list shows it. */
export const createComment = ({ photoId, content }: { photoId: string; content: string }) =>
  apiMutate('POST', `/api/photos/${encodeURIComponent(photoId)}/comments`, { body: { content }, schema: comment });

/** Posts a comment and puts it at the top of the photo's loaded list (newest first). */
export function useCreateComment({ mutationConfig }: { mutationConfig?: MutationConfig<typeof createComment> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...restConfig } = mutationConfig ?? {};
  return useMutation({
    ...restConfig,
    mutationFn: createComment,
    onSuccess: (...args) => {
      const [created, { photoId }] = args;
      const key = commentKeys.photo(photoId);
      if (queryClient.getQueryData<CommentPages>(key)?.pages.length) {
        queryClient.setQueryData<CommentPages>(key, (data) =>
          data
            ? { ...data, pages: data.pages.map((page, index) => (index === 0 ? { ...page, items: [created, ...page.items] } : page)) }
            : data,
        );
      } else {
        void queryClient.invalidateQueries({ queryKey: key });
      }
      return onSuccess?.(...args);
    },
  });
}
