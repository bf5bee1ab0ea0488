/**
 * DynamoDB's documented capacity rules (Developer Guide, "Item sizes and formats", "Read/write capacity
 * mode", "Global secondary indexes: provisioned throughput considerations"), for bench/scale.ts:
 * - an item's size is the UTF-8 length of its attribute names plus its values' sizes;
 * - a read unit covers 4 KB strongly consistent, or 8 KB eventually consistent; GetItem and each item of
 *   a BatchGetItem round up on their own, a Query rounds up the sum of the items it read;
 * - a write unit covers 1 KB of the larger of the item before and after; a transaction doubles both;
 * - each GSI an item enters, leaves or changes in costs writes of the projected item (two when its key
 *   changes: a delete and a put);
 * - a GSI is always read eventually consistent, and charged for the projected item, whatever the
 *   request's ProjectionExpression (a table Query is charged for whole items too).
 */
export type Item = Record<string, unknown>;

const utf8 = (text: string) => Buffer.byteLength(text, 'utf8');

/** A number's size: about one byte per two significant digits, plus one. */
const numberSize = (value: number) =>
  Math.ceil(
    String(Math.abs(value))
      .replace(/[.-]|e.*$/g, '')
      .replace(/^0+/, '').length / 2,
  ) + 1;

function valueSize(value: unknown): number {
  if (typeof value === 'string') return utf8(value);
  if (typeof value === 'number') return numberSize(value);
  if (typeof value === 'boolean' || value === null || value === undefined) return 1;
  if (value instanceof Uint8Array) return value.byteLength;
  if (value instanceof Set) return [...value].reduce((sum: number, v) => sum + valueSize(v), 0);
  // Lists and maps: 3 bytes, plus 1 per element, plus their contents.
  if (Array.isArray(value)) return 3 + value.reduce((sum: number, v) => sum + 1 + valueSize(v), 0);
  return 3 + Object.entries(value as Item).reduce((sum, [k, v]) => sum + 1 + utf8(k) + valueSize(v), 0);
}

export function itemSize(item: Item | undefined): number {
  if (!item) return 0;
  return Object.entries(item).reduce((sum, [name, value]) => sum + utf8(name) + valueSize(value), 0);
}

export const readUnits = (bytes: number, consistent: boolean) => Math.max(1, Math.ceil(bytes / 4096)) * (consistent ? 1 : 0.5);

export const writeUnits = (bytes: number) => Math.max(1, Math.ceil(bytes / 1024));

export interface IndexShape {
  name: string;
  partition: string;
  sort: string;
  /** Attributes beyond the keys an index holds; 'ALL' for every attribute. */
  projection: 'ALL' | readonly string[];
}

/** The item as the index holds it: its keys, the table's keys and the projected attributes. */
export function projected(item: Item, index: IndexShape, tableKeys: readonly string[]): Item {
  if (index.projection === 'ALL') return item;
  const kept = new Set([...tableKeys, index.partition, index.sort, ...index.projection]);
  return Object.fromEntries(Object.entries(item).filter(([name]) => kept.has(name)));
}

export interface Charge {
  /** The partition key value the units land on (a GSI's partition for index writes). */
  partition: string;
  read: number;
  write: number;
}

/** The write charges of one item going from `before` to `after` (undefined: absent), on the table and each index. */
export function writeCharges(
  before: Item | undefined,
  after: Item | undefined,
  options: { tableKeys: readonly [string, string]; indexes: readonly IndexShape[]; transactional: boolean },
): Charge[] {
  const factor = options.transactional ? 2 : 1;
  const key = (after ?? before)?.[options.tableKeys[0]];
  const charges: Charge[] = [
    { partition: String(key), read: 0, write: factor * writeUnits(Math.max(itemSize(before), itemSize(after))) },
  ];
  for (const index of options.indexes) {
    const was = before?.[index.partition] !== undefined && before?.[index.sort] !== undefined ? before : undefined;
    const is = after?.[index.partition] !== undefined && after?.[index.sort] !== undefined ? after : undefined;
    if (!was && !is) continue;
    const size = (item: Item) => itemSize(projected(item, index, options.tableKeys));
    const sameKey = was && is && was[index.partition] === is[index.partition] && was[index.sort] === is[index.sort];
    if (sameKey) {
      if (JSON.stringify(projected(was, index, options.tableKeys)) !== JSON.stringify(projected(is, index, options.tableKeys)))
        charges.push({ partition: String(is[index.partition]), read: 0, write: writeUnits(size(is)) });
      continue;
    }
    if (was) charges.push({ partition: String(was[index.partition]), read: 0, write: writeUnits(size(was)) });
    if (is) charges.push({ partition: String(is[index.partition]), read: 0, write: writeUnits(size(is)) });
  }
  return charges;
}
