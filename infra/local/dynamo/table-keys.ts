/**
 * Table key schemas, read from dynalite: the front needs them to find the item a transactional Put
 * targets, to spot two actions on one item, and to delete expired items by key.
 */
import type { DynaliteClient } from './dynalite-client';
import { type AttributeMap, validationError } from './wire';

interface DescribeTableOutput {
  Table: { KeySchema: { AttributeName: string; KeyType: 'HASH' | 'RANGE' }[] };
}

/** Key attribute names of `tableName`, hash first. Not cached: tables can be dropped and recreated. */
export async function keyAttributeNames(dynalite: DynaliteClient, tableName: string): Promise<string[]> {
  const { Table } = await dynalite.call<DescribeTableOutput>('DescribeTable', { TableName: tableName });
  return [...Table.KeySchema].sort((a, b) => (a.KeyType === 'HASH' ? -1 : b.KeyType === 'HASH' ? 1 : 0)).map((k) => k.AttributeName);
}

/** The key of a full item; a missing key attribute is the ValidationException DynamoDB answers. */
export function keyOfItem(item: AttributeMap, keyNames: readonly string[]): AttributeMap {
  const key: AttributeMap = {};
  for (const name of keyNames) {
    const value = item[name];
    if (value === undefined) throw validationError(`One or more parameter values were invalid: Missing the key ${name} in the item`);
    key[name] = value;
  }
  return key;
}

/** A stable identity for "this item in this table", independent of attribute order. */
export function itemIdentity(tableName: string, key: AttributeMap): string {
  const entries = Object.keys(key)
    .sort()
    .map((name) => [name, key[name]]);
  return JSON.stringify([tableName, entries]);
}
