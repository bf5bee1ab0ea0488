/**
 * The data-export Lambda: the member's two routes, and the job its group declares (group.ts), which packs
 * the queued copies.
 */
import { createGroupHandler } from '../lib/http/group-handler';
import { createJobHandler } from '../lib/jobs';
import { DATA_EXPORT_GROUP } from './group';
import { getExport } from './operations/get-export';
import { requestExport } from './operations/request-export';

export const httpHandler = createGroupHandler(DATA_EXPORT_GROUP, {
  'POST /api/auth/user/export': requestExport,
  'GET /api/auth/user/export': getExport,
});

export const handler = createJobHandler(
  DATA_EXPORT_GROUP,
  {
    // The packing (zip, disk, mail) loads on the job's first run: an API call's cold start never pays for it.
    'data-export': async (_event, context) => (await import('./export-job')).runDataExportJob(context),
  },
  httpHandler,
);
