/** The small facts around a photo: tags, mood, colours, and the like, view and comment counts. */
import { PHOTO_MESSAGES } from '@shared/messages/photo';
import { Link } from 'react-router-dom';
import type { Photo } from '@shared/schemas/photo';
import { EyeIcon } from '@/components/ui/icons/eye';
import { HeartIcon } from '@/components/ui/icons/heart';
import { MessageCircleIcon } from '@/components/ui/icons/message-circle';
import { SmileIcon } from '@/components/ui/icons/smile';
import { ThumbsDownIcon } from '@/components/ui/icons/thumbs-down';
import { paths } from '@/config/paths';
import { formatCompactNumber, plural } from '@/lib/format';
import './photo-meta.css';
import { UI_MESSAGES } from '@shared/messages/ui';

/** Tags, each a link to a search for it, at most `max` of them plus a '+N' count for the rest. */
export function TagList({ tags, max }: { tags: readonly string[]; max?: number }) {
  if (!tags.length) return null;
  const shown = max === undefined ? tags : tags.slice(0, max);
  const rest = tags.length - shown.length;
  return (
    <ul className="tag-list" aria-label={UI_MESSAGES.tags}>
      {shown.map((tag) => (
        <li key={tag}>
          <Link className="tag-list__tag" to={paths.app.search.getHref(tag)}>
            #{tag}
          </Link>
        </li>
      ))}
      {rest > 0 ? (
        <li
          className="tag-list__more"
          title={tags
            .slice(shown.length)
            .map((tag) => `#${tag}`)
            .join(' ')}
        >
          <span aria-hidden="true">+{rest}</span>
          <span className="sr-only">{plural(rest, 'more tag')}</span>
        </li>
      ) : null}
    </ul>
  );
}

export function MoodChip({ mood }: { mood: string | null }) {
  if (!mood) return null;
  return (
    <span className="mood-chip">
      <SmileIcon aria-hidden="true" />
      <span className="sr-only">{PHOTO_MESSAGES.moodPrefix}</span>
      {mood}
    </span>
  );
}

/** The dominant colours as swatches, each named by its hex value. */
export function ColorSwatches({ colors, size = 'sm' }: { colors: readonly string[]; size?: 'sm' | 'md' }) {
  const valid = colors.filter((color) => /^#[0-9a-f]{3,8}$/i.test(color));
  if (!valid.length) return null;
  return (
    <ul className={`swatches swatches--${size}`} aria-label={PHOTO_MESSAGES.coloursLabel}>
      {valid.map((color) => (
        <li key={color} className="swatches__swatch" style={{ background: color }} title={color}>
          <span className="sr-only">{color}</span>
        </li>
      ))}
    </ul>
  );
}

export interface ReactionHandlers {
  /** Toggles the viewer's like; without a handler the button shows the state, disabled. */
  onLike?: (photo: Photo) => void;
  onDislike?: (photo: Photo) => void;
}

/** Like and dislike as toggles (their state from isLiked / isDisliked), then the counts. */
export function PhotoStats({
  photo,
  onLike,
  onDislike,
  show = ['likes', 'dislike', 'comments', 'views'],
}: ReactionHandlers & { photo: Photo; show?: readonly ('likes' | 'dislike' | 'comments' | 'views')[] }) {
  return (
    <div className="photo-stats">
      {show.includes('likes') ? (
        <button
          type="button"
          className="photo-stats__item photo-stats__toggle photo-stats__toggle--like"
          aria-pressed={photo.isLiked}
          disabled={!onLike}
          onClick={() => onLike?.(photo)}
          title={photo.isLiked ? PHOTO_MESSAGES.youLikeThis : PHOTO_MESSAGES.like}
        >
          <HeartIcon aria-hidden="true" />
          <span aria-hidden="true">{formatCompactNumber(photo.likes)}</span>
          <span className="sr-only">{plural(photo.likes, 'like')}</span>
        </button>
      ) : null}
      {show.includes('dislike') ? (
        <button
          type="button"
          className="photo-stats__item photo-stats__toggle photo-stats__toggle--dislike"
          aria-pressed={photo.isDisliked}
          aria-label={PHOTO_MESSAGES.dislike}
          disabled={!onDislike}
          onClick={() => onDislike?.(photo)}
          title={photo.isDisliked ? PHOTO_MESSAGES.youDislikeThis : PHOTO_MESSAGES.dislike}
        >
          <ThumbsDownIcon aria-hidden="true" />
        </button>
      ) : null}
      {show.includes('comments') ? (
        <Link className="photo-stats__item photo-stats__link" to={paths.app.photo.getHref(photo.id)}>
          <MessageCircleIcon aria-hidden="true" />
          <span aria-hidden="true">{formatCompactNumber(photo.comments)}</span>
          <span className="sr-only">{plural(photo.comments, 'comment')}</span>
        </Link>
      ) : null}
      {show.includes('views') ? (
        <span className="photo-stats__item">
          <EyeIcon aria-hidden="true" />
          <span aria-hidden="true">{formatCompactNumber(photo.views)}</span>
          <span className="sr-only">{plural(photo.views, 'view')}</span>
        </span>
      ) : null}
    </div>
  );
}
