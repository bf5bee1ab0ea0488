/**
 * The cast the fault and soak benches drive: probed local mode, Ben in Ava's Family tribe, and three
 * public photos of Ava's, analysed, for everyone to read, like and comment on.
 */
import { jpegWithGps } from '../../test/integration/support/photos';
import { type Cast, presignedUpload } from './mixed-traffic';
import { type ProbedLocalMode, startProbedLocalMode } from './probed-local-mode';

export async function startBenchCast(
  name: string,
  options: { inMemory?: boolean } = {},
): Promise<{ mode: ProbedLocalMode; cast: Cast }> {
  const mode = await startProbedLocalMode(name, options);
  const { ava, ben, chloe } = mode.members;
  const family = await mode.ask({ type: 'family', owner: mode.ids.ava, member: mode.ids.ben });
  const pictures = await Promise.all(['#a00', '#0a0', '#00a'].map((from) => jpegWithGps({ width: 320, height: 240, from })));
  const photos: string[] = [];
  for (const jpeg of pictures) {
    const id = await presignedUpload(ava, jpeg, { visibility: 'public' });
    if (!id) throw new Error('the setup upload was refused');
    photos.push(id);
  }
  await mode.ask({ type: 'settle' });
  return { mode, cast: { ava, ben, chloe, ids: mode.ids, photos, family, jpeg: pictures[0]! } };
}

/** The value at quantile `q` (0-1) of `values`, 0 for none. */
export function quantile(values: readonly number[], q: number): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

/** `--name value` from the command line, else `fallback`. */
export function flag(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at >= 0 ? Number(process.argv[at + 1]) : fallback;
  if (!Number.isFinite(value) || value < 0) throw new Error(`--${name} wants a number`);
  return value;
}
