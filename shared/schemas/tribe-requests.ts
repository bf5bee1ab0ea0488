/**
 * What the tribe calls send (SPEC.md section 3). Apart from the tribe answers (tribe.ts), so the tribes
 * Lambda holds these and not the answers' schemas (esbuild keeps all of a module's schemas once it is
 * imported; issue 12).
 */
import * as z from '../zod';
import { EMAIL_MAX_LENGTH, TRIBE_NAME_MAX_LENGTH } from '../constants';
import { requiredText } from './required-text';
import { AUTH_MESSAGES } from '../messages/auth';
import { TRIBE_MESSAGES } from '../messages/tribe';

export const addTribeMemberBody = z.object({
  memberId: z
    .string({ error: TRIBE_MESSAGES.memberRequired })
    .check(
      z.trim(),
      z.minLength(1, { message: TRIBE_MESSAGES.memberRequired }),
      z.toLowerCase(),
      z.email({ message: AUTH_MESSAGES.emailInvalid }),
      z.maxLength(EMAIL_MAX_LENGTH, { message: AUTH_MESSAGES.emailTooLong }),
    ),
});

export const createTribeBody = z.object({
  name: requiredText(TRIBE_NAME_MAX_LENGTH, 'Tribe name is required', 'Tribe name too long'),
});
export const renameTribeBody = createTribeBody;
