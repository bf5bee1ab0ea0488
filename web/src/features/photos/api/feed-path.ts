/**
 * The home feed's read, GET /api/photos, on its own so the entry can start it beside the member home's
 * code (app/routes/home.tsx) without carrying the feed's schemas.
 */
export const FEED_PATH = '/api/photos';
