/** OpenAPI descriptions of Download my data. */
import { DATA_EXPORT_KEEP_HOURS, DATA_EXPORTS_PER_DAY } from '../../../../shared/constants';
import { dataExportStatus } from '../../../../shared/schemas/data-export';
import type { RouteDocs } from '../route-doc';

export const dataExportDocs = (): RouteDocs => ({
  'POST /api/auth/user/export': {
    summary: `Prepare a copy of the member's data: a zip of every photo (original and current image) with data.json (text, privacy, comments, reactions, tribes, capsules, share links, notifications). Packed in the background; a mail says when it is ready. ${DATA_EXPORTS_PER_DAY} a day.`,
    answer: { status: 202, description: 'Queued', schema: dataExportStatus },
    errors: { 409: 'A copy is already being prepared', 429: 'The day’s copies are used' },
  },
  'GET /api/auth/user/export': {
    summary: `The member's latest copy: its state, progress, and while ready (${DATA_EXPORT_KEEP_HOURS} hours) a signed download link`,
    answer: { status: 200, description: 'The copy', schema: dataExportStatus },
    errors: { 404: 'No copy asked for yet' },
  },
});
