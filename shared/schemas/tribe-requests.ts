/**
 * What the tribe calls send (SPEC.md section 3). Apart from the tribe answers (tribe.ts), so the tribes
 * Lambda holds these and not the answers' schemas (esbuild keeps all of a module's schemas once it is
 * imported; issue 12).
 */
import * as z from '../zod';
import { EMAIL_MAX_LENGTH, TRIBE_NAME_MAX_LENGTH } from '../constants';
import { VALIDATION } from '../messages/validation';

export const addTribeMemberBody = z.object({
  memberId: z
    .string({ error: VALIDATION.memberRequired })
    .check(
      z.trim(),
      z.minLength(1, { message: VALIDATION.memberRequired }),
      z.toLowerCase(),
      z.email({ message: VALIDATION.emailInvalid }),
      z.maxLength(EMAIL_MAX_LENGTH, { message: VALIDATION.emailTooLong }),
    ),
});

export const createTribeBody = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { message: 'Tribe name is required' }),
      z.maxLength(TRIBE_NAME_MAX_LENGTH, { message: 'Tribe name too long' }),
    ),
});
export const renameTribeBody = createTribeBody;
