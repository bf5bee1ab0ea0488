/** The local table read whole, for tests that check what a change left behind (a Scan: tests only). */
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../../functions/data/table/client';

export async function tableItems(): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db().send(new ScanCommand({ TableName: tableName(), ExclusiveStartKey: start }));
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}
