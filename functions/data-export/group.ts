/** The data-export group: Download my data, asked for and fetched by the member, packed by a scheduled job. */
import { declareGroup } from '../lib/http/route';

export const DATA_EXPORT_GROUP = declareGroup({
  name: 'data-export',
  // Reads every object of the member's photos and writes their archive; signs its download link; mails
  // when it is ready.
  access: { table: 'readWrite', media: 'readWrite', signsMedia: true, mail: true },
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
    'POST /api/auth/user/export': 'session',
    'GET /api/auth/user/export': 'session',
  },
});
