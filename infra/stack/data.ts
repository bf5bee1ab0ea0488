/**
 * The one DynamoDB table, built from functions/data/table/table-definition.ts: the local runtime creates its
 * table from the same definition, so keys and indexes cannot drift between local and cloud.
 */
import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, Billing, TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import { API_KEY_PARTITION_PATTERN } from '../../functions/data/keys/keys';
import type { GroupAccess } from '../../functions/lib/http/route';
import { GSIS, TABLE_KEYS, TTL_ATTRIBUTE } from '../../functions/data/table/table-definition';
import { acknowledgeWildcardResource } from './nag';
import type { ServiceFunction } from './service-function';

export type TableAccess = NonNullable<GroupAccess['table']>;

export interface DataProps {
  /** @default RemovalPolicy.RETAIN: members' data outlives a deleted stack */
  readonly removalPolicy?: RemovalPolicy;
}

export class Data extends Construct {
  readonly table: TableV2;

  constructor(scope: Construct, id: string, props: DataProps = {}) {
    super(scope, id);
    const key = (name: string) => ({ name, type: AttributeType.STRING });
    this.table = new TableV2(this, 'Table', {
      partitionKey: key(TABLE_KEYS.partition),
      sortKey: key(TABLE_KEYS.sort),
      globalSecondaryIndexes: GSIS.map((g) => ({
        indexName: g.indexName,
        partitionKey: key(g.partition),
        sortKey: key(g.sort),
      })),
      billing: Billing.onDemand(),
      timeToLiveAttribute: TTL_ATTRIBUTE,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      removalPolicy: props.removalPolicy ?? RemovalPolicy.RETAIN,
    });
  }

  /** Gives the function the table's name (TABLE_NAME); reading or writing items needs `grantData`. */
  bindTable(fn: ServiceFunction): void {
    fn.setConfig('TABLE_NAME', this.table.tableName);
  }

  /** Item access to this table and its indexes, read-only or read-write; or the API-key items alone. */
  grantData(fn: ServiceFunction, access: TableAccess): void {
    if (access === 'apiKeys') return this.grantApiKeyLookup(fn);
    if (access === 'readWrite') this.table.grantReadWriteData(fn.role);
    else this.table.grantReadData(fn.role);
    acknowledgeWildcardResource(
      fn.role,
      `${this.table.tableArn}/index/*`,
      'Queries on the generic GSIs need every index of this one table; the grant names no other table.',
    );
  }

  /**
   * The API-key authorizer's access: read a key by its hash and record its use (lastUsed), on the
   * API-key items only (their partition keys), and nothing else of the table.
   */
  private grantApiKeyLookup(fn: ServiceFunction): void {
    fn.role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['dynamodb:GetItem', 'dynamodb:UpdateItem'],
        resources: [this.table.tableArn],
        conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [API_KEY_PARTITION_PATTERN] } },
      }),
    );
  }
}
