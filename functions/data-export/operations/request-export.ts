import { DATA_EXPORTS_PER_DAY } from '../../../shared/constants';
import { DATA_EXPORT_MESSAGES } from '../../../shared/messages/data-export';
import { clock } from '../../kernel/clock';
import { ConflictError, TooManyRequestsError } from '../../kernel/errors';
import { accepted } from '../../lib/http/respond';
import type { Operation } from '../../lib/http/types';
import { requireViewer } from '../../lib/http/viewer';
import { exportAnswer } from '../export-answer';
import { queueDataExport } from '../queue-copy';

/**
 * POST /api/auth/user/export: queues a new copy of the member's data (202 with its state). 409 while one
 * is being prepared; 429 after the day's copies, counted atomically with the request. The earlier copy's
 * link stops working.
 */
export const requestExport: Operation = async ({ viewer }) => {
  const me = requireViewer(viewer);
  const outcome = await queueDataExport(me.user.id, DATA_EXPORTS_PER_DAY);
  if (outcome === 'running') throw new ConflictError(DATA_EXPORT_MESSAGES.alreadyRunning);
  if ('limited' in outcome) throw new TooManyRequestsError(DATA_EXPORT_MESSAGES.tooMany(DATA_EXPORTS_PER_DAY), outcome.limited);
  return accepted(exportAnswer(outcome.queued, clock.now()));
};
