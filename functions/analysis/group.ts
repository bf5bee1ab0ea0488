/**
 * The analysis function: no route reaches it. The media bucket invokes it for each upload in the inbox
 * (S3 object-created events) and its schedule sends it the reconcile job; the stack grants it what its
 * access names, as it does a route group's.
 */
import { declareGroup } from '../lib/http/route';

export const ANALYSIS_GROUP = declareGroup({
  name: 'analysis',
  // It writes the checked originals and derived images no API function may write, asks the model (or the
  // vision models, its fallback) for the text, and the reconcile redrives the failed events. sharp is native.
  access: { table: 'readWrite', media: 'pipeline', model: true, visionModels: true, deadLetters: true, nativeModules: ['sharp'] },
  // More memory also buys sharp more CPU.
  runtime: { timeoutSeconds: 120, memoryMb: 2048 },
  jobs: {
    reconcile: {
      does: 'Finishes photos left processing, removes unsent uploads past their expiry and redrives failed analyses',
      schedule: 'rate(5 minutes)',
      localIntervalMs: 60_000,
      // A process that just started is analysing nothing yet, so its first run takes every processing photo.
      firstRun: { settledSeconds: 0 },
    },
  },
  routes: {},
});
