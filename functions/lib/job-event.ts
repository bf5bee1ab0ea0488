/** What a schedule sends a function (infra/stack/schedule.ts): `{ "job": <name> }`, never an HTTP or S3 event. */
export interface JobEvent {
  job: string;
}

export const isJobEvent = (event: unknown): event is JobEvent =>
  typeof event === 'object' && event !== null && typeof (event as Partial<JobEvent>).job === 'string';
