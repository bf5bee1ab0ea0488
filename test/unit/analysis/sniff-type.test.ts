import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sniffImageType } from '../../../shared/image-type';
import { solid } from './fixtures';

describe('sniffImageType', () => {
  it.each([
    ['jpeg', () => solid('#336699').jpeg().toBuffer()],
    ['png', () => solid('#336699').png().toBuffer()],
    ['gif', () => solid('#336699').gif().toBuffer()],
    ['webp', () => solid('#336699').webp().toBuffer()],
  ] as const)('recognises a real %s from its bytes', async (expected, make) => {
    // Arrange
    const bytes = await make();

    // Act
    const type = sniffImageType(bytes);

    // Assess
    expect(type).toBe(expected);
  });

  it('refuses a text file renamed .jpg, whatever its name says', async () => {
    // Arrange
    const dir = await mkdtemp(join(tmpdir(), 'sniff-'));
    const path = join(dir, 'holiday.jpg');
    await writeFile(path, 'Dear diary, this is not a photo.\n');

    // Act
    const type = sniffImageType(await readFile(path));

    // Assess
    expect(type).toBeNull();
  });

  it.each([
    ['a TIFF', () => solid('#336699').tiff().toBuffer()],
    ['an SVG', async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['a RIFF file that is not WebP', async () => Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1')],
    ['empty bytes', async () => Buffer.alloc(0)],
    ['a lone JPEG marker', async () => Buffer.from([0xff, 0xd8])],
  ])('refuses %s', async (_name, make) => {
    expect(sniffImageType(await make())).toBeNull();
  });
});
