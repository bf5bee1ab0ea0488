/**
 * The data-export job (group.ts declares it with its schedules): packs queued copies, oldest
 * request first, one at a time while the run has time left. A copy is claimed with a lease, so two runs
 * never pack the same one, and one whose run died is packed again once its lease lapses.
 */
import type { Context } from 'aws-lambda';
import { DATA_EXPORT_KEEP_HOURS } from '../../shared/constants';
import {
  claimDataExport,
  discardDataExport,
  getDataExport,
  markDataExportFailed,
  markDataExportReady,
  queuedDataExports,
  recordExportProgress,
} from '../data/members/data-exports';
import { getUser, type UserRecord } from '../data/members/users';
import { packArchive } from './archive/pack-archive';
import { logger } from '../kernel/logger';
import { mediaStore } from '../lib/media/configured-media-store';
import { dataExportsFolder } from '../lib/media/object-keys';
import { sendMail } from '../lib/mailer';
import { dataReadyMail } from './ready-mail';

/** A copy must be packed within this; the function's own timeout is 15 minutes. */
const LEASE_MS = 14 * 60_000;
/** The page polls every 2 s: a progress write at most this often is enough. */
const PROGRESS_EVERY_MS = 1_000;

export interface DataExportOutcome {
  packed: number;
  failed: number;
}

/** Still a member, and not leaving: the only one a copy is packed, offered and mailed to. */
const staying = (user: UserRecord | null): user is UserRecord => user !== null && user.leavingSince === undefined;

async function packOne(userId: string): Promise<'packed' | 'failed' | 'skipped'> {
  const record = await getDataExport(userId);
  if (!record || (record.status !== 'queued' && record.status !== 'building')) return 'skipped';
  const user = await getUser(userId);
  if (!staying(user)) {
    // Their deletion removes everything of theirs anyway; off the queue now, so it blocks nobody else's copy.
    await discardDataExport(userId, record.id);
    return 'skipped';
  }
  if (!(await claimDataExport(userId, record.id, LEASE_MS))) return 'skipped';
  let lastWrite = 0;
  try {
    const archive = await packArchive(user, async (done, total) => {
      if (done !== 0 && done !== total && Date.now() - lastWrite < PROGRESS_EVERY_MS) return;
      lastWrite = Date.now();
      await recordExportProgress(userId, record.id, done, total);
    });
    if (!(await markDataExportReady(userId, record.id, archive, DATA_EXPORT_KEEP_HOURS))) {
      // The member started leaving, or took their links back, while it was packed: nobody may fetch this one.
      await mediaStore().delete(archive.objectKey);
      return 'skipped';
    }
    // Only the copy just offered stays: an older one's link must stop working.
    await mediaStore().deleteFolder(dataExportsFolder(userId), { keep: archive.objectKey });
    // Read again right before mailing: a member whose deletion started meanwhile gets no mail.
    if (staying(await getUser(userId))) {
      await sendMail(dataReadyMail(user.email)).catch((error: unknown) =>
        // The page shows the download either way; a lost mail is not a lost copy.
        logger.warn('data-ready mail not sent', { error }),
      );
    }
    return 'packed';
  } catch (error) {
    logger.error('data export failed', { error, userId });
    await markDataExportFailed(userId, record.id);
    return 'failed';
  }
}

export async function runDataExportJob(context?: Pick<Context, 'getRemainingTimeInMillis'>): Promise<DataExportOutcome> {
  const outcome: DataExportOutcome = { packed: 0, failed: 0 };
  const seen = new Set<string>();
  // One copy per run at least; another only with most of a lease still ahead of the run.
  while (!seen.size || !context || context.getRemainingTimeInMillis() > LEASE_MS / 2) {
    const next = (await queuedDataExports(10)).find((q) => !seen.has(q.userId));
    if (!next) break;
    seen.add(next.userId);
    const result = await packOne(next.userId);
    if (result === 'packed') outcome.packed += 1;
    if (result === 'failed') outcome.failed += 1;
  }
  return outcome;
}
