/**
 * Items come back from the table as records through one parser per entity: a zod schema that states
 * what the stored item holds (defaults for fields an older item may lack) and drops everything else,
 * key and index attributes included. Parsing costs microseconds on items already read; no extra reads.
 */
import * as z from '../../../shared/zod';
import { logger } from '../../kernel/logger';
import { isLive } from './client';
import { lazySchema } from '../../../shared/lazy-schema';

type Item = Record<string, unknown> | undefined;

/**
 * The entity's parser. It answers null for no item or one of another `type` (a partition holds several
 * kinds), and, for entities that carry a ttl (`expires`), for an expired one DynamoDB has not yet
 * deleted. An item that does not match its schema is logged and left out, like a missing one, so one
 * bad item never breaks a whole list.
 */
export function itemParser<Output>(entity: string, schema: z.ZodMiniType<Output>, options: { type?: string; expires?: boolean } = {}) {
  return (item: Item): Output | null => {
    if (!item || (options.type !== undefined && item.type !== options.type) || (options.expires && !isLive(item))) return null;
    const parsed = schema.safeParse(item);
    if (parsed.success) return parsed.data;
    logger.warn('unreadable item left out', {
      entity,
      key: { PK: item.PK, SK: item.SK },
      issues: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    });
    return null;
  };
}

/** The parsed records of these items, leaving out those the parser refuses. */
export function parseAll<Output>(parse: (item: Item) => Output | null, items: readonly Item[]): Output[] {
  return items.map(parse).filter((record): record is Output => record !== null);
}

/** An optional stored field: absent or NULL reads as null. */
export const orNull = <T extends z.ZodMiniType>(schema: T) =>
  z.pipe(
    z.nullish(schema),
    z.transform((value) => value ?? null),
  );

/** An optional stored list: absent or NULL reads as empty. */
export const listOf = <T extends z.ZodMiniType>(schema: T) =>
  z.pipe(
    z.nullish(z.array(schema)),
    z.transform((value) => value ?? []),
  );

/** A counter moved by ADD: absent (never moved), or anything but a finite number, reads as 0. */
export const counter = lazySchema(() => z.catch(z.number(), 0));

/** An attribute holding another item's key (a share's `linkKey`, a notification's `onceKey`). */
const itemKey = lazySchema(() => z.strictObject({ PK: z.string(), SK: z.string() }));
export const isItemKey = (value: unknown): value is { PK: string; SK: string } => itemKey.safeParse(value).success;
