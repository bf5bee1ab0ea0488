/** A stable spread of ids over buckets (public index groups, counter shards): the same id, the same bucket. */
import { createHash } from 'node:crypto';

export const hashBucket = (text: string, buckets: number) => createHash('sha256').update(text).digest().readUInt32BE(0) % buckets;
