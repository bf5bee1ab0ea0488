/**
 * Getting the ImageNet weights onto a machine: downloaded from the pinned URLs only when missing, kept
 * only when their sha256 is the pinned one, and a machine that cannot fetch them says so and goes on.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IMAGENET_FILES, IMAGENET_FOLDER, modelsDir } from '../../../functions/ai/vision/imagenet/imagenet-weights';
import { ensureImagenetWeights, holdsFile } from '../../../infra/imagenet-weights';

const shared = join(modelsDir(), IMAGENET_FOLDER);
const published = new Map(IMAGENET_FILES.map((file) => [file.url, readFileSync(join(shared, file.name))]));
/** The public repository as fetch would reach it: each pinned URL answers its file. */
const repository = vi.fn(async (url: string | URL | Request) => {
  const bytes = published.get(String(url));
  return bytes ? new Response(new Uint8Array(bytes)) : new Response('not found', { status: 404 });
}) as unknown as typeof fetch;

const folders: string[] = [];
const emptyModelsFolder = () => {
  const folder = mkdtempSync(join(tmpdir(), 'snifty-models-'));
  folders.push(folder);
  return folder;
};
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  vi.mocked(repository).mockClear();
});

describe('ensureImagenetWeights', () => {
  it('downloads missing weights from the pinned URLs, checks them, and fetches nothing the next time', async () => {
    const models = emptyModelsFolder();
    const said: string[] = [];

    expect((await ensureImagenetWeights(models, (line) => said.push(line), repository)).state).toBe('downloaded');
    expect(IMAGENET_FILES.every((file) => holdsFile(join(models, IMAGENET_FOLDER), file))).toBe(true);
    expect(said.join('\n')).toMatch(/Downloading the ImageNet classifier's weights/);

    expect((await ensureImagenetWeights(models, (line) => said.push(line), repository)).state).toBe('present');
    expect(repository).toHaveBeenCalledTimes(IMAGENET_FILES.length);
  });

  it('reads a folder that already holds them (MODELS_DIR=../shared/models) without fetching', async () => {
    expect((await ensureImagenetWeights(modelsDir(), () => undefined, repository)).state).toBe('present');
    expect(repository).not.toHaveBeenCalled();
  });

  it('replaces an altered file, and refuses a download whose sha256 is not the pinned one, leaving nothing behind', async () => {
    const models = emptyModelsFolder();
    const folder = join(models, IMAGENET_FOLDER);
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, IMAGENET_FILES[0]!.name), 'tampered');
    const tampered = vi.fn(async () => new Response('not the model')) as unknown as typeof fetch;
    const said: string[] = [];

    const result = await ensureImagenetWeights(models, (line) => said.push(line), tampered);

    expect(result).toMatchObject({ state: 'unavailable' });
    expect(said.at(-1)).toMatch(/The ImageNet look is off: .*sha256 differs/);
    expect(readdirSync(folder).filter((name) => name.endsWith('.partial'))).toEqual([]);
    expect(holdsFile(folder, IMAGENET_FILES[0]!)).toBe(false);
    expect((await ensureImagenetWeights(models, () => undefined, repository)).state).toBe('downloaded');
    expect(holdsFile(folder, IMAGENET_FILES[0]!)).toBe(true);
  });

  it('offline, says once that the look is off and how to turn it on, and never throws', async () => {
    const models = emptyModelsFolder();
    const offline = vi.fn(async () => {
      throw new TypeError('fetch failed', { cause: { code: 'ENOTFOUND' } });
    }) as unknown as typeof fetch;
    const said: string[] = [];

    const result = await ensureImagenetWeights(models, (line) => said.push(line), offline);

    expect(result).toMatchObject({ state: 'unavailable', reason: 'fetch failed (ENOTFOUND)' });
    expect(said.filter((line) => /look is off/.test(line))).toHaveLength(1);
    expect(said.at(-1)).toMatch(/set MODELS_DIR/);
    expect(existsSync(join(models, IMAGENET_FOLDER, IMAGENET_FILES[0]!.name))).toBe(false);
  });
});
