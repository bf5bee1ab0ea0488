/**
 * What a tribe feed adds under each photo card: the caption written for the tribe, with its 'tone' badge.
 * The route puts it into the photos feature's grid (features do not import each other).
 */
import { TRIBE_SCREEN_MESSAGES } from '@shared/messages/tribe-screens';
import { MessageCircleIcon } from '@/components/ui/icons/message-circle';
import './tribes-common.css';
import './tribe-feed.css';

/** The caption written for this tribe, with its tone as a badge ('warm', 'playful', ...). */
export function TribePhotoNote({ content }: { content: { caption?: string; tone?: string } | undefined }) {
  const caption = content?.caption?.trim();
  const tone = content?.tone?.trim();
  if (!caption && !tone) return null;
  return (
    <div className="tribe-photo__note" data-testid="tribe-caption">
      <MessageCircleIcon aria-hidden="true" className="tribe-photo__note-icon" />
      {caption ? <p className="tribe-photo__caption">{caption}</p> : null}
      {tone ? (
        <span className="tone-badge" data-testid="tone-badge">
          <span className="sr-only">{TRIBE_SCREEN_MESSAGES.photoToneLabel}</span>
          <span>{tone}</span>
        </span>
      ) : null}
    </div>
  );
}
