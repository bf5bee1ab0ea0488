/** The member home's own words: the weekly feature, 'What's New' and the note after an upload. */
export const HOME_SCREEN_MESSAGES = {
  photoOfTheWeek: 'Photo of the Week',
  noWeeklyFeature: 'No featured photo this week. Check back soon for amazing Snifty Photos!',
  weeklyFeatureFailed: "We couldn't load this week's featured photo.",
  sharedBy: 'Shared by',
  reactionsLabel: 'Reactions',
  viewPhoto: 'View photo',
  imageFailed: 'Failed to load image',
  loadingFeature: 'Loading the featured photo',
  whatsNew: "What's New",
  loadingAnnouncements: 'Loading announcements',
  announcementsLabel: 'Announcements',
  /** Right after an upload, above 'Latest Photos' (and while the AI still writes their text). */
  justUploaded: (count: number) => `Just uploaded: your ${count === 1 ? 'photo is' : `${count} photos are`} first below.`,
  aiWriting: (count: number) => ` The AI is writing ${count === 1 ? 'its' : 'their'} text.`,
} as const;
