/**
 * What the tribe calls send (SPEC.md section 3). Apart from the tribe answers (tribe.ts), so the tribes
 * Lambda holds these and not the answers' schemas (esbuild keeps all of a module's schemas once it is
 * imported; issue 12).
 */
import * as z from '../zod';
import { EMAIL_MAX_LENGTH, TRIBE_NAME_MAX_LENGTH } from '../constants';
import { REQUEST_VALIDATION } from '../messages/request-validation';
import { requiredText } from './required-text';

export const addTribeMemberBody = z.object({
  memberId: z
    .string({ error: REQUEST_VALIDATION.memberRequired })
    .check(
      z.trim(),
      z.minLength(1, { message: REQUEST_VALIDATION.memberRequired }),
      z.toLowerCase(),
      z.email({ message: REQUEST_VALIDATION.emailInvalid }),
      z.maxLength(EMAIL_MAX_LENGTH, { message: REQUEST_VALIDATION.emailTooLong }),
    ),
});

export const createTribeBody = z.object({
  name: requiredText(TRIBE_NAME_MAX_LENGTH, 'Tribe name is required', 'Tribe name too long'),
});
export const renameTribeBody = createTribeBody;
