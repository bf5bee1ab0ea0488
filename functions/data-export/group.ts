/** The data-export group: Download my data, asked for and fetched by the member, packed by a scheduled job. */
import { declareGroup } from '../lib/http/route';

export const DATA_EXPORT_GROUP = declareGroup({
  name: 'data-export',
  // Reads every object of the member's photos and writes their archive; signs its download link; mails
  // when it is ready.
  access: { table: 'readWrite', media: 'readWrite', signsMedia: true, mail: true },
  // The job packs archives larger than memory on disk, for as long as Lambda allows one run.
  runtime: { timeoutSeconds: 900, memoryMb: 1024, ephemeralStorageMb: 10_240 },
  routes: {
    'POST /api/auth/user/export': 'session',
    'GET /api/auth/user/export': 'session',
  },
});

/** What the schedule sends the function to pack queued copies: `{ "job": "data-export" }`. */
export const DATA_EXPORT_JOB = 'data-export';
