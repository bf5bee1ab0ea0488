/**
 * The reconcile job: nothing a member uploaded stays 'processing' for good. It reads the processing
 * index (every shard, oldest first in each) and, for each photo, asks storage whether its upload arrived in its inbox:
 * - it did: the (idempotent) pipeline runs again, so a photo whose event was lost to a crash, a
 *   timeout or a throttle ends ready, or failed with fallback text;
 * - it did not and the upload expired: the photo is deleted. This is the only expiry-driven delete of
 *   a photo, and it always follows a HEAD of its inbox (no DynamoDB TTL on photos);
 * - it did not yet: the upload may still be on its way; left alone.
 * Then every tribe fan-out a crash left unfinished is run again (docs/decisions/tribe-fan-out.md), photos
 * deleted since the last run have their dependants swept once more (what raced in after the deletion), and the
 * analysis dead-letter queue is redriven (cloud only). The analysis function runs it on the schedules
 * its declaration names (group.ts), locally at start too.
 */
import { processingPhotos, type ProcessingCursor } from '../data/photos/photo-lists';
import type { PhotoRecord } from '../data/photos/photo';
import { deleteUnsentPhoto, sweepDeletedPhotos } from '../data/photos/photo-deletes';
import { pendingFanOutPhotoIds } from '../data/tribes/member-feed';
import { fanOutPhoto } from '../data/photos/tribe-fan-out';
import type { AiAnalyzer } from '../ai/ai-analyzer';
import { clock } from '../kernel/clock';
import { logger } from '../kernel/logger';
import { mediaStore } from '../lib/media/configured-media-store';
import { inboxKey } from '../lib/media/object-keys';
import { redriveDeadLetters, type RedriveOutcome } from './dead-letters';
import { analyseUpload } from './pipeline';
/**
 * Photos younger than this are left to their own object-created event, which is probably running
 * (the analysis function's timeout is 2 minutes), so one photo is rarely analysed twice at once.
 */
export const RECONCILE_SETTLE_SECONDS = 3 * 60;
/** Stops taking new work after this long, inside the analysis function's 2-minute timeout. */
const RUN_BUDGET_MS = 90_000;
const PAGE_SIZE = 25;
/** Photos analysed at once: a few, so a backlog does not starve the event-driven analyses. */
const PARALLEL = 4;

export interface ReconcileOptions {
  /**
   * Only photos created (and deleted photos swept again only when deleted) at least this long ago. 0 at a
   * local start: nothing of that process is in flight.
   */
  settledSeconds?: number;
}

export interface ReconcileOutcome {
  /** Bytes found, pipeline re-run to an end (ready or failed with fallback text). */
  finished: number;
  /** Bytes found, pipeline failed again (marked failed with fallback text; a later run or redrive may finish it). */
  failed: number;
  /** Upload expired, inbox confirmed empty: photo deleted. */
  deleted: number;
  /** Upload not expired, bytes not there yet. */
  waiting: number;
  /** Tribe fan-outs left pending by a crash and finished now. */
  fanOuts: number;
  /** Deleted photos whose dependants were swept again: what raced in after the deletion went (photo-deletes.ts). */
  deletionsSwept: number;
  deadLetters: RedriveOutcome;
}

type PhotoOutcome = 'finished' | 'failed' | 'deleted' | 'waiting';

/** One photo's fate; an error (storage or table unavailable) counts as failed and the run goes on. */
async function reconcilePhoto(photo: PhotoRecord, analyzer: AiAnalyzer): Promise<PhotoOutcome> {
  try {
    return await settlePhoto(photo, analyzer);
  } catch (error) {
    logger.error('reconcile: photo left for the next run', {
      photoId: photo.id,
      error: error instanceof Error ? error.message : String(error),
      status: (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode,
    });
    return 'failed';
  }
}

async function settlePhoto(photo: PhotoRecord, analyzer: AiAnalyzer): Promise<PhotoOutcome> {
  const inbox = inboxKey(photo.userId, photo.id);
  if (await mediaStore().head(inbox)) {
    try {
      await analyseUpload(inbox, analyzer);
      return 'finished';
    } catch (error) {
      logger.error('reconcile: analysis failed again', {
        photoId: photo.id,
        error: error instanceof Error ? error.message : String(error),
      });
      return 'failed';
    }
  }
  const expired = photo.uploadExpiresAt !== null && photo.uploadExpiresAt <= clock.nowEpochSeconds();
  if (!expired) return 'waiting';
  return (await deleteUnsentPhoto(photo)) ? 'deleted' : 'waiting';
}

/** Runs again each fan-out that started before `startedBeforeMs` and is still pending; how many finished. */
async function finishPendingFanOuts(startedBeforeMs: number, until: number): Promise<number> {
  const photoIds = await pendingFanOutPhotoIds(startedBeforeMs);
  let finished = 0;
  for (let start = 0; start < photoIds.length && Date.now() < until; start += PARALLEL) {
    const outcomes = await Promise.all(
      photoIds.slice(start, start + PARALLEL).map((photoId) =>
        fanOutPhoto(photoId).catch((error: unknown) => {
          logger.error('reconcile: fan-out left for the next run', {
            photoId,
            error: error instanceof Error ? error.message : String(error),
          });
          return false;
        }),
      ),
    );
    finished += outcomes.filter(Boolean).length;
  }
  return finished;
}

export async function reconcile(analyzer: AiAnalyzer, options: ReconcileOptions = {}): Promise<ReconcileOutcome> {
  const until = Date.now() + RUN_BUDGET_MS;
  const createdBeforeMs = clock.now().getTime() - (options.settledSeconds ?? RECONCILE_SETTLE_SECONDS) * 1000;
  const counts: Record<PhotoOutcome, number> = { finished: 0, failed: 0, deleted: 0, waiting: 0 };
  let from: ProcessingCursor | undefined;
  do {
    const page = await processingPhotos({ createdBeforeMs, limit: PAGE_SIZE, from });
    for (let start = 0; start < page.photos.length; start += PARALLEL) {
      const outcomes = await Promise.all(page.photos.slice(start, start + PARALLEL).map((p) => reconcilePhoto(p, analyzer)));
      for (const outcome of outcomes) counts[outcome] += 1;
    }
    from = page.next;
  } while (from && Date.now() < until);
  const fanOuts = await finishPendingFanOuts(createdBeforeMs, until);
  const deletionsSwept = await sweepDeletedPhotos(createdBeforeMs, until);
  const deadLetters = await redriveDeadLetters((key) => analyseUpload(key, analyzer), until);
  const outcome = { ...counts, fanOuts, deletionsSwept, deadLetters };
  logger.info('reconcile done', { ...outcome });
  return outcome;
}
