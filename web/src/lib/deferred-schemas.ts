/**
 * The schemas the always-loaded modules parse with (the session check, the API's error body, the landing
 * page's trending request), loaded with the first answer that needs one instead of with the entry: a
 * visitor's landing page paints without zod (its 100 KB budget; a visitor's session check is a
 * 401, which has nothing to parse). zod's jitless switch comes first; the build also keeps it in zod's own
 * chunk (web/vite.config.ts), so no chunk builds a schema before it runs.
 */
import './zod-without-eval';

export { errorBody } from '@shared/schemas/error';
export { photoList } from '@shared/schemas/photo';
export { publicUser } from '@shared/schemas/user';
