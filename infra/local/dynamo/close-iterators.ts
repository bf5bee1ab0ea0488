/**
 * dynalite turns LevelDB iterators into streams and, when a stream ends or is destroyed, closes its iterator
 * with `iterator.return()`, the async-iterator protocol's method. abstract-level 3's iterators have `close()`
 * and no `return()`, so every Query and Scan left its iterator open, attached to the database for good with
 * the LevelDB state it pins (found while looking for the soak's memory growth, docs/performance.md).
 * Giving the iterators a `return()` that closes them ends that, without touching dynalite's files.
 */
import { createRequire } from 'node:module';

interface ClosableIterator {
  close(): Promise<void>;
  return?: () => Promise<{ done: true; value: undefined }>;
}

/** The abstract-level dynalite's databases are built on (resolved from dynalite, so it is the same copy). */
export function dynaliteLevelIterators(): { AbstractValueIterator: { prototype: ClosableIterator } } {
  const fromDynalite = createRequire(createRequire(import.meta.url).resolve('dynalite'));
  return fromDynalite('abstract-level') as { AbstractValueIterator: { prototype: ClosableIterator } };
}

export function closeIteratorsOnReturn(): void {
  // The base class of key, value and entry iterators alike (abstract-level's CommonIterator, not exported).
  const common = Object.getPrototypeOf(dynaliteLevelIterators().AbstractValueIterator.prototype) as ClosableIterator;
  if (typeof common.return === 'function') return;
  common.return = async function (this: ClosableIterator) {
    await this.close();
    return { done: true, value: undefined };
  };
}
