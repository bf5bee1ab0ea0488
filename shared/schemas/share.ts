/** Private share links and memory capsules (SPEC.md section 3). */
import { z } from 'zod';
import { JOURNAL_ENTRY_MAX_LENGTH, SHARE_MESSAGE_MAX_LENGTH } from '../constants';
import { EMOTIONS, SHARE_TYPES } from '../enums';
import { VALIDATION } from '../messages';
import { emailField } from './fields';

export const createShareBody = z.object({
  photoId: z.string().min(1),
  toEmail: z.union([z.literal(''), emailField]).optional().nullable(),
  shareType: z.enum(SHARE_TYPES),
  customMessage: z.string().trim().max(SHARE_MESSAGE_MAX_LENGTH).optional().nullable(),
});
export const createShareResponse = z.object({ shareUrl: z.string() });

export const share = z.object({
  shareType: z.enum(SHARE_TYPES),
  customMessage: z.string().nullable(),
  sender: z.object({ firstName: z.string().nullable(), lastName: z.string().nullable() }),
  photo: z.object({ photoUrl: z.string(), title: z.string(), description: z.string().nullable() }),
});
export type Share = z.infer<typeof share>;

/** Tags arrive comma separated from the form; trimmed, empties dropped. */
export function parseTagList(text: string): string[] {
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag.length > 0);
}

export const createCapsuleBody = z.object({
  photoId: z.string().min(1),
  journalEntry: z
    .string({ error: VALIDATION.journalEntryRequired })
    .trim()
    .min(1, { message: VALIDATION.journalEntryRequired })
    .max(JOURNAL_ENTRY_MAX_LENGTH),
  emotionTone: z.enum(EMOTIONS).optional().nullable(),
  /** ISO date (yyyy-mm-dd); must not be in the past, checked against the server's clock. */
  unlockDate: z.iso.date().optional().nullable(),
  tags: z.array(z.string().trim().min(1).max(50)).max(30).default([]),
});
export type CreateCapsuleBody = z.infer<typeof createCapsuleBody>;

export const memoryCapsule = z.object({
  id: z.string(),
  photoId: z.string(),
  userId: z.string(),
  /** Null while the capsule is locked: the memory stays hidden until its unlock date. */
  journalEntry: z.string().nullable(),
  emotionTone: z.enum(EMOTIONS).nullable(),
  unlockDate: z.string().nullable(),
  isLocked: z.boolean(),
  tags: z.array(z.string()),
  createdAt: z.string(),
});
export type MemoryCapsule = z.infer<typeof memoryCapsule>;
