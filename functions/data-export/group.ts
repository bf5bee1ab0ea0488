/** The data-export group: Download my data, asked for and fetched by the member, packed by a scheduled job. */
import { DATA_EXPORTS_PER_DAY, DATA_EXPORT_KEEP_HOURS } from '../../shared/constants';
import { dataExportStatus } from '../../shared/schemas/data-export';
import { declareGroup } from '../lib/http/route';

export const DATA_EXPORT_GROUP = declareGroup({
  name: 'data-export',
  // Reads every object of the member's photos and writes their archive; signs its download link; mails
  // when it is ready; deletes the member's earlier archives.
  access: { table: 'readWrite', media: 'readWrite', signsMedia: true, mail: true, sweepsDataExports: true },
  // The job packs archives larger than memory on disk, for as long as Lambda allows one run.
  runtime: { timeoutSeconds: 900, memoryMb: 1024, ephemeralStorageMb: 10_240 },
  jobs: {
    'data-export': {
      does: 'Packs the copies of their data members asked for, oldest first, and mails each member when theirs is ready',
      // A member who asks waits at most a minute for the packing to start; locally every few seconds, so
      // the page's progress starts at once.
      schedule: 'rate(1 minute)',
      localIntervalMs: 2_000,
    },
  },
  routes: {
    'POST /api/auth/user/export': {
      auth: 'session',
      doc: () => ({
        summary: `Prepare a copy of the member's data: a zip of every photo (original and current image) with data.json (text, privacy, comments, reactions, tribes, capsules, share links, notifications). Packed in the background; a mail says when it is ready. ${DATA_EXPORTS_PER_DAY} a day.`,
        answer: { status: 202, description: 'Queued', schema: dataExportStatus },
        errors: { 409: 'A copy is already being prepared', 429: 'The day’s copies are used' },
      }),
    },
    'GET /api/auth/user/export': {
      auth: 'session',
      doc: () => ({
        summary: `The member's latest copy: its state, progress, and while ready (${DATA_EXPORT_KEEP_HOURS} hours) a signed download link`,
        answer: { status: 200, description: 'The copy', schema: dataExportStatus },
        errors: { 404: 'No copy asked for yet' },
      }),
    },
  },
});
