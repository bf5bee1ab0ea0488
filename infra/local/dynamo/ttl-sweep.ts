/**
 * The local stand-in for DynamoDB's TTL deletion: every few seconds, find items whose TTL attribute
 * (epoch seconds) is in the past, in every table, and delete them. Each delete takes the write lock
 * and re-checks expiry in its condition, so an item refreshed meanwhile survives. A Scan is fine
 * here: this is the emulator, not application code.
 */
import type { DynaliteClient } from './dynalite-client';
import type { Mutex } from './mutex';
import { keyAttributeNames } from './table-keys';
import type { TtlSettings } from './ttl-settings';
import { type AttributeMap, DynamoError } from './wire';

export interface TtlSweepDeps {
  dynalite: DynaliteClient;
  writeLock: Mutex;
  ttl: TtlSettings;
}

export interface TtlSweeper {
  /** Stops the timer and waits for a sweep in progress to finish. */
  stop(): Promise<void>;
}

export function startTtlSweep(deps: TtlSweepDeps, intervalMs: number, onError: (error: unknown) => void): TtlSweeper {
  let running: Promise<void> | undefined;
  let stopped = false;
  const timer = setInterval(() => {
    if (running) return; // a slow sweep is not stacked on by the next tick
    running = sweepAllTables(deps, () => stopped)
      .catch(onError)
      .finally(() => {
        running = undefined;
      });
  }, intervalMs);
  timer.unref(); // the sweep never keeps the process alive

  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

async function sweepAllTables(deps: TtlSweepDeps, isStopped: () => boolean): Promise<void> {
  for (const tableName of await listTables(deps.dynalite)) {
    const setting = deps.ttl.of(tableName);
    if (isStopped()) return;
    if (setting.enabled) await sweepTable(deps, tableName, setting.attributeName, isStopped).catch(ignoreDroppedTable);
  }
}

async function listTables(dynalite: DynaliteClient): Promise<string[]> {
  const names: string[] = [];
  let start: string | undefined;
  do {
    const page = await dynalite.call<{ TableNames: string[]; LastEvaluatedTableName?: string }>(
      'ListTables',
      start ? { ExclusiveStartTableName: start } : {},
    );
    names.push(...page.TableNames);
    start = page.LastEvaluatedTableName;
  } while (start);
  return names;
}

async function sweepTable(deps: TtlSweepDeps, tableName: string, attribute: string, isStopped: () => boolean): Promise<void> {
  const keyNames = await keyAttributeNames(deps.dynalite, tableName);
  const expiry = {
    ConditionExpression: '#ttl < :now',
    ExpressionAttributeNames: { '#ttl': attribute },
    ExpressionAttributeValues: { ':now': { N: String(Math.floor(Date.now() / 1000)) } },
  };
  let startKey: AttributeMap | undefined;
  do {
    const page = await deps.dynalite.call<{ Items: AttributeMap[]; LastEvaluatedKey?: AttributeMap }>('Scan', {
      TableName: tableName,
      FilterExpression: expiry.ConditionExpression,
      ExpressionAttributeNames: expiry.ExpressionAttributeNames,
      ExpressionAttributeValues: expiry.ExpressionAttributeValues,
      ...(startKey ? { ExclusiveStartKey: startKey } : {}),
    });
    for (const item of page.Items) {
      if (isStopped()) return;
      const key = Object.fromEntries(keyNames.map((name) => [name, item[name]]));
      await deps.writeLock.run(() => deleteIfStillExpired(deps.dynalite, { TableName: tableName, Key: key, ...expiry }));
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
}

/** A table deleted while being swept has nothing left to expire. */
function ignoreDroppedTable(error: unknown): void {
  if (!(error instanceof DynamoError && error.type === 'ResourceNotFoundException')) throw error;
}

async function deleteIfStillExpired(dynalite: DynaliteClient, input: object): Promise<void> {
  try {
    await dynalite.call('DeleteItem', input);
  } catch (error) {
    if (!(error instanceof DynamoError && error.type === 'ConditionalCheckFailedException')) throw error;
  }
}
