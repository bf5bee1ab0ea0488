/** The scheduled jobs the analysis function answers (`{ "job": <name> }`), named once for it and the stack. */
export const RECONCILE_JOB = 'reconcile';
