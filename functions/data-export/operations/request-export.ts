import { DATA_EXPORTS_PER_DAY } from '../../../shared/constants';
import { DATA_EXPORT_MESSAGES } from '../../../shared/messages/data-export';
import { requestDataExport } from '../../data/members/data-exports';
import { clock } from '../../kernel/clock';
import { ConflictError, TooManyRequestsError } from '../../kernel/errors';
import { accepted } from '../../lib/http/respond';
import type { Operation } from '../../lib/http/types';
import { requireViewer } from '../../lib/http/viewer';
import { newId } from '../../kernel/ids';
import { exportAnswer } from '../export-answer';

/**
 * POST /api/auth/user/export: queues a new copy of the member's data (202 with its state). 409 while one
 * is being prepared; 429 after the day's copies, counted atomically with the request.
 */
export const requestExport: Operation = async ({ viewer }) => {
  const me = requireViewer(viewer);
  const outcome = await requestDataExport(me.user.id, newId(), DATA_EXPORTS_PER_DAY);
  if (outcome === 'running') throw new ConflictError(DATA_EXPORT_MESSAGES.alreadyRunning);
  if ('limited' in outcome) throw new TooManyRequestsError(DATA_EXPORT_MESSAGES.tooMany(DATA_EXPORTS_PER_DAY), outcome.limited);
  return accepted(exportAnswer(outcome.queued, clock.now()));
};
