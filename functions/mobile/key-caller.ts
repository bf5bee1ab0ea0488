/** The member and the key of an 'apiKey' route, as the authorizer passed them. */
import { requireViewer } from '../lib/http/viewer';
import type { Viewer } from '../lib/http/types';
import { UnauthorizedError } from '../kernel/errors';

export function requireKeyCaller(viewer: Viewer | null): { userId: string; keyId: string; viewer: Viewer } {
  const me = requireViewer(viewer);
  if (!me.apiKeyId) throw new UnauthorizedError();
  return { userId: me.user.id, keyId: me.apiKeyId, viewer: me };
}
