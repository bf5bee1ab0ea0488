/**
 * How long a new photo waits for its bytes. The reconcile (functions/analysis/reconcile.ts) deletes a
 * photo past this time only after storage confirms its original never arrived.
 */
import { clock } from '../../kernel/clock';

/** How long the browser has to send the bytes of a presigned upload. */
export const UPLOAD_URL_SECONDS = 10 * 60;
/** Five minutes past the URL's expiry: an upload that started just before it may still be finishing. */
export const UNSENT_UPLOAD_EXPIRY_SECONDS = UPLOAD_URL_SECONDS + 5 * 60;

/** When a photo made now may be deleted if its bytes have not arrived (epoch seconds). */
export const unsentUploadExpiry = (): number => clock.nowEpochSeconds() + UNSENT_UPLOAD_EXPIRY_SECONDS;
