/**
 * Where Powertools Idempotency keeps its records: our single table, in the API key's own partition (keys.ts),
 * with the table's TTL attribute as the record's expiry, so DynamoDB (and the local TTL sweep) deletes
 * them. Keys (Powertools builds the sort key from the scope and a hash of the request's key fields):
 *   IDEMPOTENCY#<apiKeyId> / MOBILE#<sha256>   status INPROGRESS then COMPLETED with the answer; ttl 24 h
 * The claim is a conditional PutItem and the answer an UpdateItem: no transaction, so dynalite serves it.
 */
import { DynamoDBPersistenceLayer } from '@aws-lambda-powertools/idempotency/dynamodb';
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { db, tableName } from './client';
import { IDEMPOTENCY_SCOPE, idempotencyPartition } from '../keys/keys';
import { TTL_ATTRIBUTE } from './table-definition';

export { IDEMPOTENCY_SCOPE };

/** The persistence layer for one API key's requests: a plain object over the container's client, made per request. */
export function idempotencyStore(apiKeyId: string): DynamoDBPersistenceLayer {
  const client = db();
  return new DynamoDBPersistenceLayer({
    tableName: tableName(),
    // The document client is the table's one client: it shares the base client's configuration and
    // middleware, and sends the plain DynamoDB commands Powertools builds unchanged.
    awsSdkV3Client: client as unknown as DynamoDBClient,
    keyAttr: 'PK',
    sortKeyAttr: 'SK',
    staticPkValue: idempotencyPartition(apiKeyId),
    expiryAttr: TTL_ATTRIBUTE,
  });
}
