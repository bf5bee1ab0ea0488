import { memberTribeIds } from '../../data/tribe-membership';
import { ensureTypedTribes, getTribes, ownedTribes } from '../../data/tribes';
import { ok } from '../../lib/http/respond';
import type { Operation } from '../../lib/http/types';
import { requireViewer } from '../../lib/http/viewer';
import { presentTribes } from '../present-tribe';

/** GET /api/tribes: the tribes the viewer owns (the five typed ones made on first use), then those they belong to. */
export const listTribes: Operation = async ({ viewer }) => {
  const me = requireViewer(viewer);
  await ensureTypedTribes(me.user.id);
  const [owned, memberOf] = await Promise.all([
    ownedTribes(me.user.id),
    memberTribeIds(me.user.id).then((ids) => getTribes([...ids])),
  ]);
  const joined = memberOf.filter((t) => t.ownerId !== me.user.id).sort((a, b) => a.name.localeCompare(b.name));
  return ok(await presentTribes(me.user.id, [...owned, ...joined]));
};
