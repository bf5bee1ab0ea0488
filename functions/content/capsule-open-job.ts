/**
 * The capsule-open job (group.ts declares it with its schedules). Every capsule whose unlock date has
 * come (00:00 UTC of that date, by the Clock port) and whose opening has not been announced gets its
 * owner's 'A memory capsule is open' notification. Announcing and leaving the due index are one conditional transaction, so a re-run, a
 * retried run or two runs at once tell each owner once. The capsule itself opens by the clock at read
 * time, whether or not this job has run.
 */
import { utcDay } from '../../shared/schemas/capsule';
import { CAPSULE_MESSAGES } from '../../shared/messages/capsule';
import { dueCapsules, markOpenedWithNotification } from '../data/photos/capsules';
import { newNotificationItem } from '../data/community/new-notifications';
import { getPhotos } from '../data/photos/photo';
import { clock } from '../kernel/clock';
import { logger } from '../kernel/logger';

export interface CapsuleOpenOutcome {
  /** Capsules found due. */
  due: number;
  /** Owners told by this run (the rest were told by another run, or their capsule went meanwhile). */
  notified: number;
}

export async function runCapsuleOpenJob(now: Date = clock.now()): Promise<CapsuleOpenOutcome> {
  const due = await dueCapsules(utcDay(now));
  if (!due.length) return { due: 0, notified: 0 };
  const photos = new Map((await getPhotos(due.map((c) => c.photoId))).map((p) => [p.id, p]));
  const results = await Promise.all(
    due.map((capsule) => {
      const photo = photos.get(capsule.photoId);
      // A photo being deleted takes its capsules with it: nothing to announce.
      if (!photo) return false;
      return markOpenedWithNotification(
        capsule,
        newNotificationItem({
          userId: capsule.userId,
          fromUserId: null,
          photoId: capsule.photoId,
          type: 'capsule_open',
          title: CAPSULE_MESSAGES.openTitle,
          message: CAPSULE_MESSAGES.opened(photo.title),
        }),
      );
    }),
  );
  const notified = results.filter(Boolean).length;
  if (notified) logger.info('content: memory capsules opened', { due: due.length, notified });
  return { due: due.length, notified };
}
