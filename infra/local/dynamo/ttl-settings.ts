/**
 * Per-table TTL settings, and the DescribeTimeToLive / UpdateTimeToLive answers (dynalite has only a
 * stub of the first). Every table starts with TTL enabled on our attribute, matching the deployed
 * table, because the app never enables it itself. Settings live in memory: a restart resets them.
 */
import { TTL_ATTRIBUTE } from '../../../functions/data/table/table-definition';
import type { DynaliteClient } from './dynalite-client';
import { isRecord, validationError } from './wire';

export interface TtlSetting {
  enabled: boolean;
  attributeName: string;
}

export class TtlSettings {
  private readonly byTable = new Map<string, TtlSetting>();

  of(tableName: string): TtlSetting {
    return this.byTable.get(tableName) ?? { enabled: true, attributeName: TTL_ATTRIBUTE };
  }

  set(tableName: string, setting: TtlSetting): void {
    this.byTable.set(tableName, setting);
  }
}

export async function describeTimeToLive(
  deps: { dynalite: DynaliteClient; ttl: TtlSettings },
  request: Record<string, unknown>,
): Promise<object> {
  const tableName = await existingTable(deps.dynalite, request.TableName);
  const setting = deps.ttl.of(tableName);
  return {
    TimeToLiveDescription: setting.enabled
      ? { TimeToLiveStatus: 'ENABLED', AttributeName: setting.attributeName }
      : { TimeToLiveStatus: 'DISABLED' },
  };
}

export async function updateTimeToLive(
  deps: { dynalite: DynaliteClient; ttl: TtlSettings },
  request: Record<string, unknown>,
): Promise<object> {
  const tableName = await existingTable(deps.dynalite, request.TableName);
  const spec = request.TimeToLiveSpecification;
  if (!isRecord(spec) || typeof spec.Enabled !== 'boolean' || typeof spec.AttributeName !== 'string' || !spec.AttributeName) {
    throw validationError(
      "1 validation error detected: Value null at 'timeToLiveSpecification' failed to satisfy constraint: Member must not be null",
    );
  }
  deps.ttl.set(tableName, { enabled: spec.Enabled, attributeName: spec.AttributeName });
  return { TimeToLiveSpecification: { Enabled: spec.Enabled, AttributeName: spec.AttributeName } };
}

/** Lets dynalite answer ValidationException / ResourceNotFoundException for a bad or unknown table. */
async function existingTable(dynalite: DynaliteClient, tableName: unknown): Promise<string> {
  await dynalite.call('DescribeTable', { TableName: tableName });
  return tableName as string;
}
