/** Memory capsules (SPEC.md sections 5 and 8; the rest ours). */
export const CAPSULE_MESSAGES = {
  /** A blank entry: the title and the description of the form's message. */
  journalEntryRequired: 'Journal entry required',
  journalEntryPrompt: 'Please write something about this memory',
  journalEntryTooLong: 'Journal entry is too long (5000 characters at most)',
  emotionInvalid: 'Emotion must be happy, nostalgic, peaceful, grateful, bittersweet or hopeful',
  unlockDateInvalid: 'Unlock date must be a date (YYYY-MM-DD)',
  unlockDatePast: 'Unlock date cannot be in the past',
  tagsInvalid: 'Tags must be a list of words',
  tooManyTags: 'A memory capsule can have 20 tags at most',
  tagTooLong: 'Each tag can be 40 characters at most',
  photoRequired: 'Choose the photo of this memory',
  notFound: 'Memory capsule not found',
  created: 'Memory Capsule Created',
  createFailed: 'Failed to create memory capsule',
  openTitle: 'A memory capsule is open',
  opened: (photoTitle: string) => `Your memory of "${photoTitle}" is ready to read`,
} as const;
