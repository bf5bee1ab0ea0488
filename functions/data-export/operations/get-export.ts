import { DATA_EXPORT_MESSAGES } from '../../../shared/messages/data-export';
import { getDataExport } from '../../data/members/data-exports';
import { clock } from '../../kernel/clock';
import { NotFoundError } from '../../kernel/errors';
import { ok } from '../../lib/http/respond';
import type { Operation } from '../../lib/http/types';
import { requireViewer } from '../../lib/http/viewer';
import { exportAnswer } from '../export-answer';

/** GET /api/auth/user/export: the member's latest copy and how it stands; 404 when there is none. */
export const getExport: Operation = async ({ viewer }) => {
  const me = requireViewer(viewer);
  const record = await getDataExport(me.user.id);
  if (!record) throw new NotFoundError(DATA_EXPORT_MESSAGES.none);
  return ok(exportAnswer(record, clock.now()));
};
