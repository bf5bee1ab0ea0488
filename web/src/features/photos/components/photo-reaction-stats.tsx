import { usePhotoReactions } from '../lib/use-photo-reactions';
import { PhotoStats } from './photo-meta';

/**
 * PhotoStats whose like and dislike work by themselves (usePhotoReactions) unless the parent passes
 * its own handlers. A leaf of its own, so a toast re-renders only the buttons, not the page around them.
 */
export function PhotoReactionStats({ onLike, onDislike, ...props }: Parameters<typeof PhotoStats>[0]) {
  const reactions = usePhotoReactions();
  return <PhotoStats {...props} onLike={onLike ?? reactions.onLike} onDislike={onDislike ?? reactions.onDislike} />;
}
