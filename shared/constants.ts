/**
 * Business constants and limits. The one definition of each in the repo:
 * the web app and the functions both import from here.
 */

export const PRODUCT_NAME = 'Snifty Photos';
export const WELCOME_LINE = 'Welcome to Snifty Photos!';

/** Upload limits. */
export const MAX_UPLOAD_FILES = 10;
export const MAX_UPLOAD_BYTES = 10_485_760;
/**
 * The largest request body a multipart route (POST /api/photos) takes, in both modes. A synchronous Lambda
 * invocation carries at most 6 MB (6,291,456 bytes) and API Gateway base64-encodes binary bodies (x 4/3),
 * which leaves about 4.7 MB of raw body less the event's headers and context; 4.4 MB keeps a margin.
 * Larger files (up to MAX_UPLOAD_BYTES) go straight to storage with a presigned POST.
 */
export const MAX_MULTIPART_BODY_BYTES = 4_400_000;
export const ACCEPTED_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp'] as const;
export const ACCEPTED_IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export type AcceptedImageMimeType = (typeof ACCEPTED_IMAGE_MIME_TYPES)[number];

/** Account field limits. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 255;
export const NAME_MAX_LENGTH = 50;

/** Content limits of our own choosing (see docs/decisions/, e.g. comments.md). */
export const COMMENT_MAX_LENGTH = 2000;
export const TRIBE_NAME_MAX_LENGTH = 50;
/** A photo's share with each tribe is written with the tribe's photo count, in one transaction (100 items at most). */
export const MAX_TRIBES_PER_PHOTO = 40;
/** Tribe caps: custom tribes a member owns; members and open invitations of one tribe together. */
export const MAX_CUSTOM_TRIBES = 20;
export const MAX_TRIBE_SEATS = 200;
/**
 * A photo shared with a tribe of fewer members than this is written into each member's own feed (tribe
 * fan-out, docs/decisions/tribe-fan-out.md); a larger tribe is merged at read time. Above the seat cap, so
 * a tribe cannot grow past it once its members' feeds hold its photos.
 */
export const TRIBE_FAN_OUT_MAX_MEMBERS = 500;
/** Invitations one member may send per day (UTC day window), so nobody floods another's bell. */
export const TRIBE_INVITES_PER_DAY = 50;
export const TRIBE_INVITE_WINDOW_MS = 24 * 60 * 60_000;
/** A member's views of one photo count once per UTC day; the marker of a counted view lives this long. */
export const VIEW_MARKER_TTL_MS = 2 * 24 * 60 * 60_000;
/** Memory capsules: the journal entry and the tags. */
export const JOURNAL_ENTRY_MAX_LENGTH = 5000;
export const CAPSULE_MAX_TAGS = 20;
export const CAPSULE_TAG_MAX_LENGTH = 40;

/** Search (GET /api/photos/search, docs/decisions/search-ranking.md). */
export const SEARCH_QUERY_MAX_LENGTH = 100;
/** Words of a query looked up at most; the rest are ignored (each costs two Queries). */
export const MAX_SEARCH_TERMS = 8;

/** Notifications. */
export const UNREAD_BADGE_CAP = 99;
export const UNREAD_COUNT_POLL_MS = 30_000;

/** Client caches. */
export const USER_CACHE_MS = 5 * 60_000;
export const TRENDING_STALE_MS = 5 * 60_000;
export const TRENDING_GC_MS = 10 * 60_000;

/** Screens. */
export const LANDING_TRENDING_LIMIT = 3;
export const APP_SHOWCASE_MAX = 8;
export const TOAST_LIMIT = 1;
export const CARD_MAX_TAGS = 3;
export const FEED_SKELETON_COUNT = 8;
export const LAZY_IMAGE_ROOT_MARGIN = '50px';
export const SIGNUP_TOAST_MS = 8_000;

/** Redirect delays (milliseconds). */
export const REDIRECT_AFTER_UNAUTHORIZED_MS = 500;
export const REDIRECT_AFTER_LOGOUT_MS = 500;
export const REDIRECT_AFTER_UPLOAD_MS = 1_000;
export const REDIRECT_AFTER_SIGNUP_MS = 3_000;
export const REDIRECT_AFTER_VERIFY_MS = 2_000;

/** Lists are paginated with an opaque cursor, newest first. */
export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;
/** The response header that carries the cursor of the next page of a list. */
export const NEXT_CURSOR_HEADER = 'x-next-cursor';

/** Tokens and sessions. */
export const VERIFY_TOKEN_TTL_MS = 24 * 60 * 60_000;
export const RESET_TOKEN_TTL_MS = 60 * 60_000;
export const SESSION_TTL_MS = 30 * 24 * 60 * 60_000;
export const SESSION_COOKIE_NAME = 'sid';

/** Rate limits: attempts allowed per window, per account or address. */
export const MAIL_SENDS_PER_WINDOW = 3;
/**
 * Password guesses (sign-in, and any check of a password) are throttled per account AND client address
 * together: this many attempts in a row run freely, then each further attempt waits a lock that starts
 * at SIGNIN_FIRST_DELAY_MS and doubles per attempt up to SIGNIN_MAX_DELAY_MS. A right password ends the
 * streak; a streak with no attempt for SIGNIN_STREAK_TTL_MS is forgotten.
 */
export const SIGNIN_FREE_ATTEMPTS = 5;
export const SIGNIN_FIRST_DELAY_MS = 30_000;
export const SIGNIN_MAX_DELAY_MS = 15 * 60_000;
export const SIGNIN_STREAK_TTL_MS = 24 * 60 * 60_000;
/** Wrong passwords per client address per hour, across every account (one address spraying many). */
export const SIGNIN_FAILURES_PER_ADDRESS_PER_HOUR = 50;
/**
 * Forgot-password and resend-verification answer no sooner than this, whether or not they sent a mail,
 * so their timing does not tell whether an account exists (the mail path must stay well below it).
 */
export const ACCOUNT_MAIL_ANSWER_FLOOR_MS = 400;
/** AI restyles per member per hour: each one is a paid model call. */
export const RESTYLES_PER_HOUR = 20;
/** Upload requests (up to 10 photos each) per member per window. */
export const UPLOAD_REQUESTS_PER_WINDOW = 30;
export const RATE_LIMIT_WINDOW_MS = 15 * 60_000;

/** Private share links. */
export const SHARE_MESSAGE_MAX_LENGTH = 500;
/** Share mails per member per hour, so the app is no spam relay. */
export const SHARE_MAILS_PER_HOUR = 20;
export const SHARE_MAIL_WINDOW_MS = 60 * 60_000;
/** An expired link still answers 410 this long before its items are deleted (then it reads as unknown). */
export const SHARE_EXPIRED_GRACE_MS = 30 * 24 * 60 * 60_000;

/** Mobile API keys. */
export const API_KEY_HEADER = 'X-API-Key';
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** 64 URL-safe characters: 48 random bytes in base64url, 384 bits. */
export const API_KEY_LENGTH = 64;
export const API_KEY_NAME_MAX_LENGTH = 50;
export const API_KEY_LIFETIME_DAYS = 365;
export const MAX_ACTIVE_API_KEYS = 10;
/**
 * Uploads (multipart or presigned requests) per member per hour with their API keys, all keys together:
 * deleting a key and making another does not start a fresh allowance.
 */
export const MOBILE_UPLOADS_PER_HOUR = 100;
/** API keys a member may generate in a day (deleted ones count): key churn cannot reset any limit. */
export const API_KEY_CREATIONS_PER_DAY = 20;
/** Sign-ups from one client address (an IPv6 /64) per hour, in both modes (the cloud's WAF is us-east-1 only). */
export const SIGNUPS_PER_ADDRESS_PER_HOUR = 20;
/** A retried mobile upload with the same Idempotency-Key gets the first answer for this long. */
export const IDEMPOTENCY_TTL_HOURS = 24;
/** How long API Gateway caches the authorizer's answer per key: revocation takes effect within it. */
export const API_KEY_AUTHORIZER_CACHE_SECONDS = 60;

/** The photo editor: its saved design state is bounded so it can live beside the photo. */
export const MAX_EDIT_DATA_BYTES = 256 * 1024;

/** A JSON request body larger than this is refused (413) before it is parsed: ours are a few KB at most. */
export const MAX_JSON_BODY_BYTES = 64 * 1024;
/** How deeply a member's JSON (a request body, the editor's state) may nest objects and arrays. */
export const MAX_JSON_DEPTH = 64;

/** Why a social sign-in came back to /signin?error=<code>: the sign-in screen says which. */
export const SOCIAL_SIGN_IN_ERRORS = { failed: 'social', unverifiedEmail: 'social-unverified' } as const;
export type SocialSignInError = (typeof SOCIAL_SIGN_IN_ERRORS)[keyof typeof SOCIAL_SIGN_IN_ERRORS];

/** Profile pictures: the upload a member may send, and the square the server stores. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_SIZE_PX = 256;

/** Download my data: copies a member may ask for per UTC day, and how long one stays. */
export const DATA_EXPORTS_PER_DAY = 3;
export const DATA_EXPORT_KEEP_HOURS = 24;
/**
 * How often the page asks how a copy in preparation is getting on: every 2 s at first, then half the time the
 * copy has been packing, up to every 15 s, so a long export costs some twenty requests in five minutes.
 */
export const DATA_EXPORT_POLL_MS = 2_000;
export const DATA_EXPORT_POLL_MAX_MS = 15_000;

/**
 * DynamoDB's limit on the actions of one TransactWriteItems (its other limit, 4 MB in all, is far from
 * reach: a member's transactions carry small items). The local emulator enforces it as DynamoDB does.
 */
export const MAX_TRANSACTION_ITEMS = 100;

/** A session's last use is written at most this often (one conditional write per session per period). */
export const SESSION_SEEN_EVERY_MS = 5 * 60_000;
/** The longest device label kept from a browser's User-Agent. */
export const MAX_DEVICE_LABEL = 80;
