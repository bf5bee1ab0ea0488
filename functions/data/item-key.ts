/**
 * An attribute holding another item's key (a share's `linkKey`, a notification's `onceKey`). Apart from
 * parse.ts: a strict object brings zod's never schema, which only the modules deleting such links need (issue 12).
 */
import * as z from '../../shared/zod';

const itemKey = z.strictObject({ PK: z.string(), SK: z.string() });

export const isItemKey = (value: unknown): value is { PK: string; SK: string } => itemKey.safeParse(value).success;
