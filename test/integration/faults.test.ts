/**
 * The promises hold while 5 % of AWS SDK attempts fail (infra/local/faults: DynamoDB
 * throttles, transaction conflicts and timeouts, S3 SlowDown, SES throttles). Mixed traffic by three
 * members, round by round (bench/support/mixed-traffic.ts): reads, uploads, like toggles, comments,
 * shares, deletes. No read answers a 5xx; each write answers success and is applied once, or a 503 with
 * Retry-After and `{ message }` and is not applied; afterwards (faults off, reconcile run) no photo is
 * lost or stuck and every counter is exact.
 */
import { describe, expect, it } from 'vitest';
import { answerKeepsPromise, brokenPromises, mixedTraffic, type Outcome } from '../../bench/support/mixed-traffic';
import { faultSwitch } from '../../infra/local/faults/fault-switch';
import { runScheduledJob } from '../../infra/local/scheduled-jobs';
import { benInAvasFamily, useDemoMembers } from './support/members';
import { jpegWithGps, settle, uploadViaStorage } from './support/photos';

const { app, ava, ben, chloe, ids } = useDemoMembers();

const RATE = 0.05;
const ROUNDS = 8;

describe('under 5 % injected AWS faults with mixed traffic', () => {
  it('reads never fail, writes apply once or answer 503, nothing is lost or stuck, counters are exact', async () => {
    const family = await benInAvasFamily(ids);
    const pictures = await Promise.all(
      ['#a00', '#0a0', '#00a'].map(async (from, i) => ({
        name: `p${i}.jpg`,
        bytes: await jpegWithGps({ width: 320, height: 240, from }),
      })),
    );
    const photos = await uploadViaStorage(app, ava, pictures, { visibility: 'public' });
    const cast = { ava, ben, chloe, ids, photos, family, jpeg: pictures[0]!.bytes };
    const outcomes: Outcome[] = [];
    const traffic = mixedTraffic(cast, { onAnswer: (outcome) => outcomes.push(outcome), keepUploads: true });

    faultSwitch.set(RATE);
    faultSwitch.takeCounts();
    for (let round = 0; round < ROUNDS; round += 1) await traffic.round(round);
    faultSwitch.set(0);
    const injected = faultSwitch.takeCounts();

    // The run met the faults the traffic reaches, DynamoDB's conflicts among them.
    expect(Object.values(injected).reduce((sum, n) => sum + n, 0)).toBeGreaterThan(20);
    expect(Object.keys(injected)).toEqual(expect.arrayContaining(['DynamoDB ProvisionedThroughputExceededException']));
    expect(outcomes.filter((outcome) => !answerKeepsPromise(outcome))).toEqual([]);
    // Within this traffic every answer but a busy one is a success: no 4xx either.
    expect(outcomes.filter((outcome) => outcome.status >= 400 && outcome.status !== 503)).toEqual([]);
    expect(traffic.ledger.uploaded.length).toBeGreaterThan(ROUNDS / 2);

    // Nothing lost or stuck: the pipeline's reconcile finishes what a fault cut short.
    await settle(app);
    await runScheduledJob('reconcile', { settledSeconds: 0 });
    await settle(app);
    expect(await brokenPromises(cast, traffic.ledger)).toEqual([]);
  }, 180_000);
});
