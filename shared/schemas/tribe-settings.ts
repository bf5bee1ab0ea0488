/**
 * A tribe's settings (SPEC.md section 3). Their own module because the data layer reads them from every
 * stored tribe: a Lambda bundle that reads tribes holds this schema, not every tribe call's (esbuild keeps
 * all of a module's schemas once it is imported; issue 12).
 */
import * as z from '../zod';
import { REACTION_TYPES, TONE_PREFERENCES } from '../enums';

export const tribeSettings = z.object({
  allowLikes: z.boolean(),
  allowComments: z.boolean(),
  reactionType: z.enum(REACTION_TYPES),
  tonePreference: z.enum(TONE_PREFERENCES),
});
export type TribeSettings = z.infer<typeof tribeSettings>;
