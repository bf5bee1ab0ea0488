import { createTribeBody, renameTribeBody } from '../../../shared/schemas/tribe';
import { TRIBE_MESSAGES } from '../../../shared/messages/tribe';
import { createCustomTribe, renameTribe as storeName } from '../../data/tribes/tribe';
import { BadRequestError } from '../../kernel/errors';
import { created, noContent, ok } from '../../lib/http/respond';
import { parseJsonBody, pathParam } from '../../lib/http/request';
import type { Operation } from '../../lib/http/types';
import { requireViewer } from '../../lib/http/viewer';
import { tribeAnswers } from '../tribe-answers';
import { loadOwnTribe, tribeNotFound } from '../tribe-access';
import { removeCustomTribe } from '../tribe-removal';

/** POST /api/tribes {name}: a custom tribe (its contract is in ../group.ts). */
export const createTribe: Operation = async ({ event, viewer }) => {
  const me = requireViewer(viewer);
  const { name } = parseJsonBody(event, createTribeBody);
  const tribe = await createCustomTribe(me.user.id, name);
  if (tribe === 'limit') throw new BadRequestError(TRIBE_MESSAGES.tooManyTribes);
  const [presented] = await tribeAnswers(me.user.id, [tribe]);
  return created(presented);
};

/** PATCH /api/tribes/{tribeId} {name}: the owner renames it. */
export const renameTribe: Operation = async ({ event, viewer }) => {
  const me = requireViewer(viewer);
  const { name } = parseJsonBody(event, renameTribeBody);
  const tribe = await loadOwnTribe(me.user.id, pathParam(event, 'tribeId'));
  const renamed = await storeName(tribe.id, name);
  if (!renamed) throw tribeNotFound();
  const [presented] = await tribeAnswers(me.user.id, [renamed]);
  return ok(presented);
};

/** DELETE /api/tribes/{tribeId}: the owner deletes a custom tribe; photos shared only with it become private. */
export const deleteTribe: Operation = async ({ event, viewer }) => {
  const me = requireViewer(viewer);
  const tribe = await loadOwnTribe(me.user.id, pathParam(event, 'tribeId'));
  if (tribe.type !== 'custom') throw new BadRequestError(TRIBE_MESSAGES.typedTribeKept);
  await removeCustomTribe(tribe);
  return noContent();
};
