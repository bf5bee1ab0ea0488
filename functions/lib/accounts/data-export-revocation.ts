/**
 * Taking back every link to a member's copies of their data: when their password changes or is reset,
 * when they sign out everywhere else, and when they leave. A download link is a signed URL that works
 * for whoever holds it until it expires, so the only way to end it is to delete what it points at.
 */
import { discardDataExport } from '../../data/members/data-exports';
import { mediaStore } from '../media/configured-media-store';
import { dataExportsFolder } from '../media/object-keys';

/**
 * The copy item first, so a copy being packed right now is thrown away by its job instead of being
 * offered (the job's ready step finds the item gone); then every archive in the member's folder, the
 * current copy's and any older one's.
 */
export async function takeBackDataExports(userId: string): Promise<void> {
  await discardDataExport(userId);
  await mediaStore().deleteFolder(dataExportsFolder(userId));
}
