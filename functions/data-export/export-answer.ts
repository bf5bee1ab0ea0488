import type { DataExportStatus } from '../../shared/schemas/data-export';
import type { DataExportRecord } from '../data/members/data-exports';
import { mediaUrl } from '../lib/media/media-urls';

/** The copy as the member's page sees it: a signed link to the zip only while it is ready and unexpired. */
export function exportAnswer(record: DataExportRecord, now: Date): DataExportStatus {
  const live =
    record.status === 'ready' && record.objectKey !== null && record.expiresAt !== null && record.expiresAt > now.toISOString();
  return {
    id: record.id,
    status: record.status,
    done: record.done,
    total: record.total,
    requestedAt: record.requestedAt,
    readyAt: record.readyAt,
    expiresAt: record.expiresAt,
    sizeBytes: record.sizeBytes,
    downloadUrl: live ? mediaUrl(record.objectKey!) : null,
  };
}
