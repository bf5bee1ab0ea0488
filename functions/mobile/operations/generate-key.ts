import { API_KEY_LIFETIME_DAYS } from '../../../shared/constants';
import { type GenerateKeyResponse, generateKeyBody } from '../../../shared/schemas/api-key';
import { createApiKey } from '../../data/members/api-keys';
import { clock } from '../../kernel/clock';
import { created } from '../../lib/http/respond';
import { parseJsonBody } from '../../lib/http/request';
import type { Operation } from '../../lib/http/types';
import { requireViewer } from '../../lib/http/viewer';
import { newId } from '../../kernel/ids';
import { keyPreview, newApiKey } from '../api-key-secret';
import { keyAnswer } from '../key-answer';

const DAY_MS = 24 * 60 * 60_000;

/** POST /api/mobile/generate-key {platform, name}: the full key, shown this once, and its summary; 20 a day per member. */
export const generateKey: Operation = async ({ event, viewer }) => {
  const me = requireViewer(viewer);
  const body = parseJsonBody(event, generateKeyBody);
  const apiKey = newApiKey();
  const key = await createApiKey({
    id: newId(),
    userId: me.user.id,
    apiKey,
    keyPreview: keyPreview(apiKey),
    name: body.name,
    platform: body.platform,
    expiresAt: new Date(clock.now().getTime() + API_KEY_LIFETIME_DAYS * DAY_MS).toISOString(),
  });
  const answer: GenerateKeyResponse = { apiKey, key: keyAnswer(key) };
  return created(answer);
};
