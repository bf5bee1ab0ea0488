/**
 * A recording DynamoDB client for bench/scale.ts: the data layer's own document client (db()) keeps
 * talking to the in-process emulator, and each request it sends is charged its read and write units by
 * DynamoDB's rules (dynamo-units.ts) and assigned to the partitions its keys name. To charge by the rules
 * it reads what the response does not show, through a second client that is not recorded: a Query's
 * whole items (a ProjectionExpression does not lower the charge), and each written item before and after.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { db } from '../../functions/data/table/client';
import { GSIS, TABLE_KEYS } from '../../functions/data/table/table-definition';
import { itemSize, readUnits, writeCharges, type Charge, type IndexShape, type Item } from './dynamo-units';

export interface RecordedRequest {
  command: string;
  charges: Charge[];
  /** Event counters: a request that started after another ended is in a later round trip. */
  start: number;
  end: number;
}

const TABLE_KEY_NAMES = [TABLE_KEYS.partition, TABLE_KEYS.sort] as const;
const INDEXES: IndexShape[] = GSIS.map((g) => ({ name: g.indexName, partition: g.partition, sort: g.sort, projection: 'ALL' }));

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- command inputs and outputs are read generically, by the rules
type Input = Record<string, any>;

export class RecordingDynamo {
  readonly requests: RecordedRequest[] = [];
  private events = 0;
  private readonly raw: DynamoDBDocumentClient;

  constructor(
    endpoint: string,
    private readonly table: string,
  ) {
    this.raw = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint, region: 'us-east-1' }), {
      marshallOptions: { removeUndefinedValues: true },
    });
  }

  /** Wraps the data layer's client: from now on each of its requests is recorded while `recording` is true. */
  install(): void {
    const client = db();
    const send = client.send.bind(client) as (command: unknown) => Promise<unknown>;
    (client as unknown as { send: (command: unknown) => Promise<unknown> }).send = async (command: unknown) => {
      if (!this.recording) return send(command);
      const start = ++this.events;
      const name = (command as { constructor: { name: string } }).constructor.name.replace(/Command$/, '');
      const input = (command as { input: Input }).input;
      const before = await this.itemsBefore(name, input);
      let output: unknown;
      let failure: unknown;
      try {
        output = await send(command);
      } catch (error) {
        failure = error;
      }
      const charges = await this.charge(name, input, before);
      this.requests.push({ command: name, charges, start, end: ++this.events });
      if (failure) throw failure;
      return output;
    };
  }

  recording = false;

  /** Runs `work` recording its requests, and returns them. */
  async record(work: () => Promise<unknown>): Promise<RecordedRequest[]> {
    const from = this.requests.length;
    this.recording = true;
    try {
      await work();
    } finally {
      this.recording = false;
    }
    return this.requests.slice(from);
  }

  close(): void {
    this.raw.destroy();
  }

  private get = async (key: Item): Promise<Item | undefined> =>
    (await this.raw.send(new GetCommand({ TableName: this.table, Key: key, ConsistentRead: true }))).Item;

  private writtenKeys(name: string, input: Input): { key: Item; transactional: boolean; check?: boolean }[] {
    const keyOf = (item: Item) => ({ [TABLE_KEYS.partition]: item[TABLE_KEYS.partition], [TABLE_KEYS.sort]: item[TABLE_KEYS.sort] });
    if (name === 'Put') return [{ key: keyOf(input.Item), transactional: false }];
    if (name === 'Update' || name === 'Delete') return [{ key: input.Key, transactional: false }];
    if (name === 'TransactWrite')
      return (input.TransactItems as Input[]).map((entry) => {
        if (entry.Put) return { key: keyOf(entry.Put.Item), transactional: true };
        const part = entry.Update ?? entry.Delete ?? entry.ConditionCheck;
        return { key: part.Key, transactional: true, check: Boolean(entry.ConditionCheck) };
      });
    if (name === 'BatchWrite')
      return Object.values(input.RequestItems as Record<string, Input[]>)
        .flat()
        .map((request) => ({
          key: request.PutRequest ? keyOf(request.PutRequest.Item) : request.DeleteRequest.Key,
          transactional: false,
        }));
    return [];
  }

  private async itemsBefore(name: string, input: Input): Promise<(Item | undefined)[]> {
    return Promise.all(this.writtenKeys(name, input).map(({ key }) => this.get(key)));
  }

  private async charge(name: string, input: Input, before: (Item | undefined)[]): Promise<Charge[]> {
    const written = this.writtenKeys(name, input);
    if (written.length) {
      const after = await Promise.all(written.map(({ key }) => this.get(key)));
      return written.flatMap(({ key, transactional, check }, i) =>
        check
          ? [{ partition: String(key[TABLE_KEYS.partition]), read: 2 * readUnits(itemSize(before[i]), true), write: 0 }]
          : writeCharges(before[i], after[i], { tableKeys: TABLE_KEY_NAMES, indexes: INDEXES, transactional }),
      );
    }
    if (name === 'Get') {
      const item = await this.get(input.Key);
      return [
        {
          partition: String(input.Key[TABLE_KEYS.partition]),
          read: readUnits(itemSize(item), Boolean(input.ConsistentRead)),
          write: 0,
        },
      ];
    }
    if (name === 'TransactGet')
      return Promise.all(
        (input.TransactItems as Input[]).map(async ({ Get }) => ({
          partition: String(Get.Key[TABLE_KEYS.partition]),
          read: 2 * readUnits(itemSize(await this.get(Get.Key)), true),
          write: 0,
        })),
      );
    if (name === 'BatchGet') {
      const requests = Object.values(input.RequestItems as Record<string, Input>);
      return (
        await Promise.all(
          requests.flatMap((request) =>
            (request.Keys as Item[]).map(async (key) => ({
              partition: String(key[TABLE_KEYS.partition]),
              read: readUnits(itemSize(await this.get(key)), Boolean(request.ConsistentRead)),
              write: 0,
            })),
          ),
        )
      ).flat();
    }
    if (name === 'Query') return [await this.queryCharge(input as QueryCommandInput)];
    return [];
  }

  /** A Query is charged for the whole items it read (or their projection into the index), summed, then rounded. */
  private async queryCharge(input: QueryCommandInput): Promise<Charge> {
    const { ProjectionExpression: _projection, Select: _select, ...whole } = input;
    const names = input.ExpressionAttributeNames;
    const used =
      names && Object.keys(names).filter((alias) => `${input.KeyConditionExpression} ${input.FilterExpression ?? ''}`.includes(alias));
    const { Items = [] } = await this.raw.send(
      new QueryCommand({
        ...whole,
        ExpressionAttributeNames: used?.length ? Object.fromEntries(used.map((alias) => [alias, names![alias]!])) : undefined,
      }),
    );
    const partitionValue = /^\s*(\S+)\s*=\s*(:\w+)/.exec(input.KeyConditionExpression ?? '');
    const partition = partitionValue ? String(input.ExpressionAttributeValues?.[partitionValue[2]!]) : '?';
    const bytes = Items.reduce((sum, item) => sum + itemSize(item), 0);
    return { partition, read: readUnits(bytes, !input.IndexName && Boolean(input.ConsistentRead)), write: 0 };
  }
}

/** Round trips of a set of requests: the longest chain of requests each started after the previous ended. */
export function roundTrips(requests: readonly RecordedRequest[]): number {
  const depth = new Map<RecordedRequest, number>();
  let deepest = 0;
  for (const request of [...requests].sort((a, b) => a.start - b.start)) {
    const after = requests.filter((other) => other.end < request.start).map((other) => depth.get(other) ?? 0);
    const d = 1 + Math.max(0, ...after);
    depth.set(request, d);
    deepest = Math.max(deepest, d);
  }
  return deepest;
}
