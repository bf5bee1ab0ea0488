/** Every enumerated value of the product, as const tuples so zod and TypeScript share them. */

export const VISIBILITIES = ['private', 'tribes', 'public'] as const;
export type Visibility = (typeof VISIBILITIES)[number];
export const DEFAULT_VISIBILITY: Visibility = 'private';

export const INTENTS = ['just_for_laughs', 'memory', 'gift', 'reflection'] as const;
export type Intent = (typeof INTENTS)[number];
export const DEFAULT_INTENT: Intent = 'memory';
export const INTENT_LABELS: Record<Intent, string> = {
  just_for_laughs: 'Just for laughs',
  memory: 'Memory for later',
  gift: 'Private gift',
  reflection: 'Personal reflection',
};

export const TRIBE_TYPES = ['family', 'bffs', 'colleagues', 'guests', 'outer_circle', 'custom'] as const;
export type TribeType = (typeof TRIBE_TYPES)[number];
/** The five tribes every member gets on first use. */
export const DEFAULT_TRIBE_TYPES = ['family', 'bffs', 'colleagues', 'guests', 'outer_circle'] as const;
export const TRIBE_EMOJIS: Record<TribeType, string> = {
  family: '👨‍👩‍👧‍👦',
  bffs: '💖',
  colleagues: '💼',
  guests: '🎟️',
  outer_circle: '🌐',
  custom: '✨',
};

export const AI_STYLES = [
  'one-liner',
  'minimal',
  'witty',
  'funny',
  'poetic',
  'dramatic',
  'nostalgic',
  'romantic',
  'family-love',
  'friendship',
  'inspirational',
] as const;
export type AiStyle = (typeof AI_STYLES)[number];
export const DEFAULT_AI_STYLE: AiStyle = 'witty';

export const NOTIFICATION_TYPES = ['new_photo', 'new_follower', 'like', 'comment', 'capsule_open', 'tribe_invite'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const AUTH_PROVIDERS = ['email', 'google', 'github'] as const;
export type AuthProvider = (typeof AUTH_PROVIDERS)[number];
export const SOCIAL_PROVIDERS = ['google', 'github'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export const ANNOUNCEMENT_ICONS = ['video', 'users', 'palette'] as const;
export type AnnouncementIcon = (typeof ANNOUNCEMENT_ICONS)[number];

export const PHOTO_STATUSES = ['processing', 'ready', 'failed'] as const;
export type PhotoStatus = (typeof PHOTO_STATUSES)[number];

export const REACTION_TYPES = ['hearts', 'likes', 'emoji', 'stars'] as const;
export type ReactionType = (typeof REACTION_TYPES)[number];
export const TONE_PREFERENCES = ['warm', 'playful', 'professional', 'friendly', 'neutral'] as const;
export type TonePreference = (typeof TONE_PREFERENCES)[number];

export const TRIBE_ROLES = ['owner', 'member'] as const;
/** What an owner sees on an address they invited until its person accepts. */
export const INVITATION_STATUS = 'Invited';

/** What each typed tribe starts as (the types are the product's; names and settings are ours). */
export const TRIBE_DEFAULTS: Record<
  TribeType,
  { name: string; allowLikes: boolean; allowComments: boolean; reactionType: ReactionType; tonePreference: TonePreference }
> = {
  family: { name: 'Family', allowLikes: true, allowComments: true, reactionType: 'hearts', tonePreference: 'warm' },
  bffs: { name: 'BFFs', allowLikes: true, allowComments: true, reactionType: 'emoji', tonePreference: 'playful' },
  colleagues: { name: 'Colleagues', allowLikes: true, allowComments: true, reactionType: 'likes', tonePreference: 'professional' },
  guests: { name: 'Guests', allowLikes: true, allowComments: false, reactionType: 'stars', tonePreference: 'friendly' },
  outer_circle: { name: 'Outer Circle', allowLikes: true, allowComments: false, reactionType: 'likes', tonePreference: 'neutral' },
  custom: { name: 'Custom', allowLikes: true, allowComments: true, reactionType: 'hearts', tonePreference: 'friendly' },
};

/** Private share links: the tone a share is sent in and its words. */
export const SHARE_TYPES = ['warm', 'fun', 'thoughtful'] as const;
export type ShareType = (typeof SHARE_TYPES)[number];
export const SHARE_TYPE_LABELS: Record<ShareType, string> = {
  warm: 'Warm memory',
  fun: 'Something fun',
  thoughtful: 'Thoughtful gift',
};
/** How long a share link lives (ours: a member picks no expiry), in days; 30 unless chosen. */
export const SHARE_EXPIRY_DAYS = [1, 7, 30, 365] as const;
export type ShareExpiryDays = (typeof SHARE_EXPIRY_DAYS)[number];
export const DEFAULT_SHARE_EXPIRY_DAYS: ShareExpiryDays = 30;
/** A memory capsule's emotion. */
export const EMOTIONS = ['happy', 'nostalgic', 'peaceful', 'grateful', 'bittersweet', 'hopeful'] as const;
export type Emotion = (typeof EMOTIONS)[number];
export const EMOTION_LABELS: Record<Emotion, string> = {
  happy: 'Happy',
  nostalgic: 'Nostalgic',
  peaceful: 'Peaceful',
  grateful: 'Grateful',
  bittersweet: 'Bittersweet',
  hopeful: 'Hopeful',
};

export const API_KEY_PLATFORMS = ['ios', 'android'] as const;
export type ApiKeyPlatform = (typeof API_KEY_PLATFORMS)[number];
