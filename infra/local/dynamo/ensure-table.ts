/**
 * Creates the app's single table locally from the same definition the CDK stack uses, unless it is
 * already there (persisted data survives restarts), and waits until it and its indexes are ACTIVE.
 */
import {
  CreateTableCommand,
  DescribeTableCommand,
  type DynamoDBClient,
  ResourceInUseException,
  ResourceNotFoundException,
  type TableDescription,
} from '@aws-sdk/client-dynamodb';
import { createTableInput } from '../../../functions/data/table/table-definition';

const POLL_MS = 50;
const TIMEOUT_MS = 30_000;

export async function ensureTable(client: DynamoDBClient, tableName: string): Promise<void> {
  if (!(await describe(client, tableName))) {
    try {
      await client.send(new CreateTableCommand(createTableInput(tableName)));
    } catch (error) {
      // Someone else created it between our look and our create: same outcome.
      if (!(error instanceof ResourceInUseException)) throw error;
    }
  }
  await waitUntilActive(client, tableName);
}

async function describe(client: DynamoDBClient, tableName: string): Promise<TableDescription | undefined> {
  try {
    return (await client.send(new DescribeTableCommand({ TableName: tableName }))).Table;
  } catch (error) {
    if (error instanceof ResourceNotFoundException) return undefined;
    throw error;
  }
}

/** Polls briefly instead of the SDK waiter, whose first retry comes after 20 s. */
async function waitUntilActive(client: DynamoDBClient, tableName: string): Promise<void> {
  const deadline = Date.now() + TIMEOUT_MS;
  for (;;) {
    const table = await describe(client, tableName);
    const indexesActive = (table?.GlobalSecondaryIndexes ?? []).every((index) => index.IndexStatus === 'ACTIVE');
    if (table?.TableStatus === 'ACTIVE' && indexesActive) return;
    if (Date.now() > deadline) throw new Error(`Table ${tableName} is not ACTIVE after ${TIMEOUT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
