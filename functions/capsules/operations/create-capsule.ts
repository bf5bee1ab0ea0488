import { lazySchema } from '../../../shared/lazy-schema';
import { createCapsuleBody, isSealed, utcDay } from '../../../shared/schemas/capsule';
import { createCapsule as writeCapsule } from '../../data/photos/capsules';
import { clock } from '../../kernel/clock';
import { created } from '../../lib/http/respond';
import { parseJsonBody } from '../../lib/http/request';
import type { Operation } from '../../lib/http/types';
import { requireViewer } from '../../lib/http/viewer';
import { newId } from '../../kernel/ids';
import { loadOwnPhoto } from '../../lib/photos/visibility';
import { capsuleAnswer } from '../capsule-answer';

/** "Not in the past" is judged on the server's clock, by UTC day. */
const body = lazySchema(() => createCapsuleBody(() => utcDay(clock.now())));

/**
 * POST /api/memory-capsules: on one of the member's own photos only (a photo they cannot see: 404;
 * another member's: 403). 201 with the capsule as the list shows it (sealed when its date is ahead).
 */
export const createCapsule: Operation = async ({ event, viewer }) => {
  const me = requireViewer(viewer);
  const input = parseJsonBody(event, body);
  const photo = await loadOwnPhoto(me.user.id, input.photoId);
  const now = clock.now();
  const capsule = await writeCapsule(
    {
      id: newId(),
      userId: me.user.id,
      photoId: photo.id,
      journalEntry: input.journalEntry,
      emotionTone: input.emotionTone,
      unlockDate: input.unlockDate,
      tags: input.tags,
    },
    // Only a capsule that starts sealed is ever announced as open.
    { sealed: isSealed(input.unlockDate, now) },
  );
  return created(capsuleAnswer(capsule, photo, now));
};
