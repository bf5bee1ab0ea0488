/** Memory capsules (the validation and error texts are fixed product wording; the rest ours). */
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
  /** Deleting a capsule (ours): its button, the confirmation and the toasts. */
  deleteLabel: 'Delete capsule',
  deleteTitle: 'Delete this memory capsule?',
  deleteSealedWarning: 'It is still sealed: its entry will be lost without ever being read. This cannot be undone.',
  deleteOpenWarning: 'Its journal entry is removed for good. This cannot be undone.',
  deleted: 'Memory Capsule Deleted',
  deleteFailed: 'Failed to delete memory capsule',
  openTitle: 'A memory capsule is open',
  opened: (photoTitle: string) => `Your memory of "${photoTitle}" is ready to read`,
} as const;
