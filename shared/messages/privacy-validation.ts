/** SPEC.md section 5's wording, part of VALIDATION (validation.ts): a photo's privacy (visibility, tribes, intent). */
export const PRIVACY_VALIDATION = {
  privacyInvalid: 'privacy must be an object with visibility (private, tribes or public), allowedTribes and intent',
  visibilityInvalid: 'Visibility must be private, tribes or public',
  intentInvalid: 'Intent must be just_for_laughs, memory, gift or reflection',
  tooManyTribes: 'A photo can be shared with 40 tribes at most',
} as const;
