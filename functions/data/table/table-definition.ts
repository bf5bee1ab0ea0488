/**
 * The single table's shape. The CDK stack and the local runtime both create the table from this one
 * definition, so local and cloud never disagree on keys or indexes.
 */
export const TABLE_KEYS = { partition: 'PK', sort: 'SK' } as const;

/** Generic secondary indexes; docs/data-model.md lists the access pattern each serves. */
export const GSIS = [
  { indexName: 'GSI1', partition: 'GSI1PK', sort: 'GSI1SK' },
  { indexName: 'GSI2', partition: 'GSI2PK', sort: 'GSI2SK' },
  { indexName: 'GSI3', partition: 'GSI3PK', sort: 'GSI3SK' },
] as const;

/** Items with this attribute (epoch seconds) are deleted by DynamoDB's TTL; reads ignore expired ones. */
export const TTL_ATTRIBUTE = 'ttl';

/** The CreateTable input the local runtime uses; the CDK stack maps the same fields onto TableV2. */
export function createTableInput(tableName: string) {
  const attributes = [TABLE_KEYS.partition, TABLE_KEYS.sort, ...GSIS.flatMap((g) => [g.partition, g.sort])];
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST' as const,
    AttributeDefinitions: attributes.map((name) => ({ AttributeName: name, AttributeType: 'S' as const })),
    KeySchema: [
      { AttributeName: TABLE_KEYS.partition, KeyType: 'HASH' as const },
      { AttributeName: TABLE_KEYS.sort, KeyType: 'RANGE' as const },
    ],
    GlobalSecondaryIndexes: GSIS.map((g) => ({
      IndexName: g.indexName,
      KeySchema: [
        { AttributeName: g.partition, KeyType: 'HASH' as const },
        { AttributeName: g.sort, KeyType: 'RANGE' as const },
      ],
      Projection: { ProjectionType: 'ALL' as const },
    })),
  };
}
