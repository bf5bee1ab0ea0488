/**
 * The week's feature, GET /api/weekly-features/current, on its own so the entry can start the read beside
 * the member home's code (app/routes/member-home-start.ts) without carrying the feature's schemas.
 */
export const CURRENT_WEEKLY_FEATURE_PATH = '/api/weekly-features/current';
