/** Asking for a new copy of one's data. */
import { requestDataExport, type RequestOutcome } from '../data/members/data-exports';
import { newId } from '../kernel/ids';
import { mediaStore } from '../lib/media/configured-media-store';
import { dataExportsFolder } from '../lib/media/object-keys';

/**
 * Queues a new copy (requestDataExport says when it may not). The new copy replaces the earlier one on
 * the member's page, so the earlier archive goes at once: its link must not outlive the copy it named.
 * Nothing of the member is being packed now (a copy in progress refuses the request), so the whole
 * folder may go.
 */
export async function queueDataExport(userId: string, perDay: number): Promise<RequestOutcome> {
  const outcome = await requestDataExport(userId, newId(), perDay);
  if (typeof outcome === 'object' && 'queued' in outcome) await mediaStore().deleteFolder(dataExportsFolder(userId));
  return outcome;
}
