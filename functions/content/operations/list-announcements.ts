import type { Announcement } from '../../../shared/schemas/content';
import { listActiveAnnouncements } from '../../data/community/content';
import { ok } from '../../lib/http/respond';
import type { Operation } from '../../lib/http/types';

/** GET /api/announcements: the active announcements, newest first, for anyone (the landing page may ask). */
export const listAnnouncements: Operation = async () => {
  const announcements: Announcement[] = await listActiveAnnouncements();
  return ok(announcements);
};
