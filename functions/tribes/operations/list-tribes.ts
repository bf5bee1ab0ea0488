import { memberTribeIds } from '../../data/tribes/tribe-membership';
import { authorName } from '../../../shared/display';
import type { Tribe } from '../../../shared/schemas/tribe';
import { ensureTypedTribes, getTribes, ownedTribes } from '../../data/tribes/tribe';
import { ok } from '../../lib/http/respond';
import type { Operation } from '../../lib/http/types';
import { requireViewer } from '../../lib/http/viewer';
import { tribeAnswers } from '../tribe-answers';

/** Joined tribes in an order that holds across loads: by owner's name, then tribe name, then id (two owners' 'Family'). */
const byOwnerThenName = (a: Tribe, b: Tribe) =>
  authorName(a.owner).localeCompare(authorName(b.owner)) || a.name.localeCompare(b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * GET /api/tribes: the tribes the viewer owns (the five typed ones made on first use, in their fixed
 * order, then custom ones by age), then those they belong to, by owner and name.
 */
export const listTribes: Operation = async ({ viewer }) => {
  const me = requireViewer(viewer);
  await ensureTypedTribes(me.user.id);
  const [owned, memberOf] = await Promise.all([
    ownedTribes(me.user.id),
    memberTribeIds(me.user.id).then((ids) => getTribes([...ids])),
  ]);
  const [ownedShown, joinedShown] = await Promise.all([
    tribeAnswers(me.user.id, owned),
    tribeAnswers(
      me.user.id,
      memberOf.filter((t) => t.ownerId !== me.user.id),
    ),
  ]);
  return ok([...ownedShown, ...joinedShown.sort(byOwnerThenName)]);
};
