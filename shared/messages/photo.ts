/** What the photo calls answer besides validation (DESIGN.md section 6); an upload's own texts are in photo-upload.ts. */
import { PHOTO_UPLOAD_MESSAGES } from './photo-upload';

/**
 * An upload's texts and the rest, in one object for the photo calls and the web. Object.assign marked pure
 * rather than a spread, which esbuild keeps in every bundle that imports this module, read or not.
 */
export const PHOTO_MESSAGES = /* @__PURE__ */ Object.assign({}, PHOTO_UPLOAD_MESSAGES, {
  /** Fallback text of a photo whose analysis failed: it stays listed, never lost. */
  fallbackTitle: 'Untitled photo',
  fallbackDescription: "We couldn't read this image, so AI could not describe it.",
  /** Shown on cards while the pipeline runs. */
  processing: 'AI is analysing this photo…',
  ownerOnly: 'Only the owner of this photo can do that',
  notReady: 'This photo is still being analysed. Try again in a moment.',
  /** A restyle the model could not answer (SPEC.md's restyle toast says the same). */
  restyleFailed: 'Failed to analyze photo with AI',
  nothingToUndo: 'There is no restyle to undo on this photo.',
  tooManyUploads: 'Too many uploads at once. Please wait a few minutes and try again.',
  tooManyRestyles: 'Too many AI restyles this hour (20 per hour). Please try again later.',
  searchQueryRequired: 'Type something to search for',
  searchQueryTooLong: 'Search for 100 characters at most',
} as const);
