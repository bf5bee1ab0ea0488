import { COMMENT_SCREEN_MESSAGES } from '@shared/messages/comment-screens';
import { UI_MESSAGES } from '@shared/messages/ui';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { COMMENT_MAX_LENGTH } from '@shared/constants';
import { createCommentBody, type Comment } from '@shared/schemas/social';
import { Button } from '@/components/ui/button/button';
import { useToast } from '@/components/ui/toast/toast';
import { errorMessage } from '@/lib/api-client';
import { useCreateComment } from '../api/create-comment';
import './comments.css';

/** Show the characters left once this close to the limit. */
const COUNTER_FROM = COMMENT_MAX_LENGTH - 200;

/**
 * The comment box and 'Post Comment' (disabled while the text is blank). The text
 * goes out trimmed; on success a toast, the box empties; on failure the server's reason in a toast
 * and the text stays. Ctrl+Enter (⌘+Enter) posts too.
 */
export function CommentForm({ photoId, onPosted }: { photoId: string; onPosted?: (comment: Comment) => void }) {
  const id = useId();
  const { toast } = useToast();
  const [content, setContent] = useState('');
  const { mutate, isPending } = useCreateComment({
    mutationConfig: {
      onSuccess: (comment) => {
        setContent('');
        toast({ title: COMMENT_SCREEN_MESSAGES.posted, variant: 'success' });
        onPosted?.(comment);
      },
      onError: (error) =>
        toast({
          title: COMMENT_SCREEN_MESSAGES.postFailed,
          description: errorMessage(error, UI_MESSAGES.pleaseTryAgain),
          variant: 'destructive',
        }),
    },
  });
  const blank = content.trim().length === 0;

  const submit = () => {
    if (blank || isPending) return;
    const parsed = createCommentBody.safeParse({ content });
    if (!parsed.success) {
      toast({ title: COMMENT_SCREEN_MESSAGES.postFailed, description: parsed.error.issues[0]?.message, variant: 'destructive' });
      return;
    }
    mutate({ photoId, content: parsed.data.content });
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form className="comment-form" onSubmit={onSubmit}>
      <label htmlFor={`${id}-content`} className="sr-only">
        {COMMENT_SCREEN_MESSAGES.addLabel}
      </label>
      <textarea
        id={`${id}-content`}
        className="comment-form__input"
        placeholder={COMMENT_SCREEN_MESSAGES.placeholder}
        rows={3}
        maxLength={COMMENT_MAX_LENGTH}
        value={content}
        onChange={(event) => setContent(event.target.value)}
        onKeyDown={onKeyDown}
        aria-describedby={content.length >= COUNTER_FROM ? `${id}-counter` : undefined}
      />
      <div className="comment-form__footer">
        {content.length >= COUNTER_FROM ? (
          <span id={`${id}-counter`} className="comment-form__counter">
            {content.length}/{COMMENT_MAX_LENGTH}
          </span>
        ) : null}
        <Button type="submit" size="sm" disabled={blank} isLoading={isPending} loadingText={COMMENT_SCREEN_MESSAGES.posting}>
          {COMMENT_SCREEN_MESSAGES.post}
        </Button>
      </div>
    </form>
  );
}
