/**
 * Memory capsules: a journal entry attached to one of the member's photos,
 * optionally sealed until a date. The server answers a sealed capsule without its entry and tags.
 */
import * as z from '../zod';
import { CAPSULE_MAX_TAGS, CAPSULE_TAG_MAX_LENGTH, JOURNAL_ENTRY_MAX_LENGTH } from '../constants';
import { EMOTIONS } from '../enums';
import { CAPSULE_MESSAGES } from '../messages/capsule';
import { requiredText } from './fields';
import { lazySchema } from '../lazy-schema';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const day = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

/** Today's date in UTC, YYYY-MM-DD: capsules open at 00:00 UTC of their unlock date. */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

/** Sealed while its unlock date is after today (UTC); open from 00:00 UTC of that date. */
export const isSealed = (unlockDate: string | null, now: Date): boolean => unlockDate !== null && unlockDate > utcDay(now);

/** The comma-separated tags field of the form, as the list the API takes. */
export const splitTags = (text: string): string[] => text.split(',');

const tagList = lazySchema(() =>
  z.pipe(
    z.pipe(
      z.array(z.string({ error: CAPSULE_MESSAGES.tagsInvalid }), { error: CAPSULE_MESSAGES.tagsInvalid }),
      z.transform((tags) => [...new Set(tags.map((tag) => tag.trim()).filter(Boolean))]),
    ),
    z
      .array(z.string().check(z.maxLength(CAPSULE_TAG_MAX_LENGTH, { error: CAPSULE_MESSAGES.tagTooLong })))
      .check(z.maxLength(CAPSULE_MAX_TAGS, { error: CAPSULE_MESSAGES.tooManyTags })),
  ),
);

/**
 * The body of POST /api/memory-capsules. `today` is the caller's clock (the server's Clock port, the
 * browser's date), so "not in the past" means the same UTC day on both sides. An empty or null
 * emotion or unlock date means none.
 */
export function createCapsuleBody(today: () => string) {
  return z.object({
    photoId: requiredText(64, CAPSULE_MESSAGES.photoRequired),
    journalEntry: requiredText(JOURNAL_ENTRY_MAX_LENGTH, CAPSULE_MESSAGES.journalEntryRequired, CAPSULE_MESSAGES.journalEntryTooLong),
    emotionTone: z.pipe(
      z.optional(z.union([z.enum(EMOTIONS), z.literal(''), z.null()], { error: CAPSULE_MESSAGES.emotionInvalid })),
      z.transform((value) => value || null),
    ),
    unlockDate: z
      .pipe(
        z.optional(z.union([z.string(), z.null()], { error: CAPSULE_MESSAGES.unlockDateInvalid })),
        z.transform((value) => value?.trim() || null),
      )
      .check(
        z.refine((value) => value === null || isIsoDate(value), { error: CAPSULE_MESSAGES.unlockDateInvalid }),
        z.refine((value) => value === null || value >= today(), { error: CAPSULE_MESSAGES.unlockDatePast }),
      ),
    tags: z.pipe(
      z.optional(tagList),
      z.transform((tags) => tags ?? []),
    ),
  });
}

/** The capsule's photo as its owner sees it on the Memories screen. */
export const capsulePhoto = lazySchema(() => z.object({ id: z.string(), title: z.string(), thumbnailUrl: z.nullable(z.string()) }));

const capsuleBase = () => ({
  id: z.string(),
  photo: capsulePhoto,
  emotionTone: z.nullable(z.enum(EMOTIONS)),
  createdAt: z.string(),
});

export const openCapsule = lazySchema(() =>
  z.object({
    ...capsuleBase(),
    journalEntry: z.string(),
    tags: z.array(z.string()),
    unlockDate: z.nullable(z.string()),
    sealed: z.literal(false),
  }),
);

/** Only what may be known before the date: no entry, no tags. */
export const sealedCapsule = lazySchema(() => z.strictObject({ ...capsuleBase(), unlockDate: z.string(), sealed: z.literal(true) }));

export const memoryCapsule = lazySchema(() => z.discriminatedUnion('sealed', [openCapsule, sealedCapsule]));
export type MemoryCapsule = z.infer<typeof memoryCapsule>;
export type OpenCapsule = z.infer<typeof openCapsule>;
export type SealedCapsule = z.infer<typeof sealedCapsule>;
