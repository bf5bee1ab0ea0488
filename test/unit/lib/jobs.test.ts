import type { Context } from 'aws-lambda';
import { describe, expect, it, vi } from 'vitest';
import { declareGroup } from '../../../functions/lib/http/route';
import { createJobHandler, declaredJobs } from '../../../functions/lib/jobs';

const job = { schedule: 'rate(1 hour)', localIntervalMs: 1_000 } as const;
const CHORES = declareGroup({
  name: 'chores',
  access: {},
  jobs: { sweep: { ...job, does: 'Sweeps' }, dust: { ...job, does: 'Dusts', firstRun: { thorough: true } } },
  routes: {},
});
const context = { awsRequestId: 'run-1' } as Context;

function handlerWithSpies() {
  const sweep = vi.fn(async () => ({ swept: 3 }));
  const dust = vi.fn(async () => 'dusted');
  const otherwise = vi.fn(async (event: { path: string }) => `answered ${event.path}`);
  return { sweep, dust, otherwise, handler: createJobHandler(CHORES, { sweep, dust }, otherwise) };
}

describe('createJobHandler', () => {
  it('runs the declared job a { job } event names, with the event and the context', async () => {
    // Prepare
    const { sweep, dust, otherwise, handler } = handlerWithSpies();

    // Act
    const outcome = await handler({ job: 'sweep', thorough: true }, context);

    // Assess
    expect(outcome).toEqual({ swept: 3 });
    expect(sweep).toHaveBeenCalledWith({ job: 'sweep', thorough: true }, context);
    expect([dust, otherwise].map((spy) => spy.mock.calls.length)).toEqual([0, 0]);
  });

  it('hands any other event to the function otherwise', async () => {
    // Prepare
    const { sweep, dust, otherwise, handler } = handlerWithSpies();

    // Act
    const outcome = await handler({ path: '/api/x' }, context);

    // Assess
    expect(outcome).toBe('answered /api/x');
    expect(otherwise).toHaveBeenCalledWith({ path: '/api/x' }, context);
    expect([sweep, dust].map((spy) => spy.mock.calls.length)).toEqual([0, 0]);
  });

  it('throws on a job its declaration does not name, even one an object inherits, running nothing', async () => {
    // Prepare
    const { sweep, dust, otherwise, handler } = handlerWithSpies();

    // Act
    const runs = ['mop', 'toString'].map((name) => handler({ job: name }, context));

    // Assess
    await expect(runs[0]).rejects.toThrow("Unknown job 'mop'");
    await expect(runs[1]).rejects.toThrow("Unknown job 'toString'");
    expect([sweep, dust, otherwise].map((spy) => spy.mock.calls.length)).toEqual([0, 0, 0]);
  });

  it('refuses, at compile time, a runner map missing a declared job or naming an undeclared one', () => {
    const run = async () => undefined;
    const otherwise = async () => undefined;
    // @ts-expect-error 'dust' is declared and has no runner
    createJobHandler(CHORES, { sweep: run }, otherwise);
    // @ts-expect-error 'mop' is not declared
    createJobHandler(CHORES, { sweep: run, dust: run, mop: run }, otherwise);
  });
});

describe('declaredJobs', () => {
  it('lists every job of every declaration with the function that runs it, in their order', () => {
    // Act
    const jobs = declaredJobs([CHORES, declareGroup({ name: 'idle', access: {}, routes: {} })]);

    // Assess
    expect(jobs).toEqual([
      { group: 'chores', job: 'sweep', does: 'Sweeps', ...job },
      { group: 'chores', job: 'dust', does: 'Dusts', ...job, firstRun: { thorough: true } },
    ]);
  });
});
