/**
 * Found by the soak's leak hunt: dynalite closes a finished Query's LevelDB iterator with `return()`,
 * which abstract-level 3's iterators lack, so each stayed open on the database. Local mode gives them one
 * (infra/local/dynamo/close-iterators.ts); a stream of dynalite's shape now leaves no iterator open.
 */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { closeIteratorsOnReturn } from '../../infra/local/dynamo/close-iterators';

/** memory-level, a database on the same abstract-level dynalite uses. */
const fromDynalite = createRequire(createRequire(import.meta.url).resolve('dynalite'));
const { MemoryLevel } = fromDynalite('memory-level') as { MemoryLevel: new () => any };

describe('LevelDB iterators under dynalite', () => {
  it('close when dynalite ends them with return(), so a finished Query holds nothing open', async () => {
    closeIteratorsOnReturn();
    const db = new MemoryLevel();
    await db.put('a', '1');
    const iterator = db.values();
    expect(await iterator.next()).toBe('1');
    // What dynalite's stream does when it ends or is destroyed (db/index.js, createValueStream).
    expect(typeof iterator.return).toBe('function');
    await iterator.return();
    await expect(iterator.next()).rejects.toMatchObject({ code: 'LEVEL_ITERATOR_NOT_OPEN' });
    await db.close();
  });
});
