/**
 * Scheduled jobs: a function's declaration (functions/<name>/group.ts, `jobs`) names each job it runs,
 * what a run does and when it runs, and nothing else names them. The stack makes one EventBridge rule per
 * declared job, local mode one timer (infra/local/scheduled-jobs.ts), and the function's handler gives
 * one runner per declared name (createJobHandler, checked by the compiler as route keys are). A schedule
 * sends its function `{ "job": <name> }`, never an HTTP or S3 event, so the handler tells them apart by
 * that field alone.
 */
import type { Context } from 'aws-lambda';
import { logger } from '../kernel/logger';

/** When EventBridge sends the job, in its own syntax and in UTC: `rate(5 minutes)`, `cron(0 8 ? * MON *)`. */
export type CloudSchedule = `rate(${number} ${'minute' | 'minutes' | 'hour' | 'hours' | 'day' | 'days'})` | `cron(${string})`;

export interface JobDeclaration {
  /** What a run does, in one line (the schedule's rule describes itself with it). */
  readonly does: string;
  readonly schedule: CloudSchedule;
  /** How often local mode runs it, after a first run once the demo photos are analysed. */
  readonly localIntervalMs: number;
  /** More fields of local mode's first run's event: a process that just started has nothing in flight. */
  readonly firstRun?: Readonly<Record<string, unknown>>;
}

/** What a declaration holds of its jobs: job name to its declaration. */
export type JobTable<Job extends string = string> = Readonly<Record<Job, JobDeclaration>>;

/** The jobs part of a declaration, whatever else it declares. */
export interface DeclaresJobs<Job extends string = string> {
  readonly name: string;
  readonly jobs?: JobTable<Job>;
}

/** The names of the jobs a declaration (or a union of them) declares. */
export type JobNameOf<D> = D extends { readonly jobs?: infer Jobs } ? keyof NonNullable<Jobs> & string : never;

/** One declared job with the name of the function that runs it, as the stack and local mode read them. */
export interface DeclaredJob extends JobDeclaration {
  /** The declaration's name: the function the schedule targets. */
  readonly group: string;
  readonly job: string;
}

/** Every job the declarations name, in their order. */
export const declaredJobs = (declarations: readonly DeclaresJobs[]): DeclaredJob[] =>
  declarations.flatMap(({ name, jobs }) =>
    Object.entries<JobDeclaration>(jobs ?? {}).map(([job, declared]) => ({ ...declared, group: name, job })),
  );

/** What a schedule sends a function; local mode's first run adds the job's `firstRun` fields. */
export interface JobEvent {
  readonly job: string;
  readonly [field: string]: unknown;
}

export const isJobEvent = (event: unknown): event is JobEvent =>
  typeof event === 'object' && event !== null && typeof (event as Partial<JobEvent>).job === 'string';

export type JobRunner = (event: JobEvent, context: Context) => Promise<unknown>;

/** One runner per declared job; `NoInfer` makes the declaration alone decide the names. */
export type JobRunners<Job extends string> = Readonly<Record<NoInfer<Job>, JobRunner>>;

type OutcomeOf<Runners> = {
  [Job in keyof Runners]: Runners[Job] extends (...args: never[]) => Promise<infer Outcome> ? Outcome : never;
}[keyof Runners];

/**
 * The function's entry point: a `{ job }` event goes to its declared job's runner, anything else to
 * `otherwise` (the routes, or the S3 events). An undeclared job is thrown, not answered: EventBridge
 * retries it and the alarm on the function's errors sees it.
 */
export function createJobHandler<Job extends string, Runners extends JobRunners<Job>, Event, Result>(
  declaration: DeclaresJobs<Job>,
  // A name the declaration does not hold makes its runner `never`: an error, as a missing one is.
  runners: Runners & Readonly<Record<Exclude<keyof Runners, Job>, never>>,
  otherwise: (event: Event, context: Context) => Promise<Result>,
): (event: Event | JobEvent, context: Context) => Promise<Result | OutcomeOf<Runners>> {
  const declared = new Set(Object.keys(declaration.jobs ?? {}));
  return async (event, context) => {
    // Every line of the invocation names its request and cold start, whichever way it goes on.
    logger.useLambdaContext(context);
    if (!isJobEvent(event)) return otherwise(event as Event, context);
    const run = declared.has(event.job) ? (runners as Record<string, JobRunner>)[event.job] : undefined;
    if (!run) throw new Error(`Unknown job '${event.job}'`);
    return run(event, context) as Promise<OutcomeOf<Runners>>;
  };
}
