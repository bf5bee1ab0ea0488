/**
 * SES's bounce and complaint events for our configuration set, delivered by an EventBridge rule
 * (infra/stack/mail.ts): each address that bounced for good, or whose owner marked our mail as spam, gets
 * a suppression record, and its member is told at the next sign-in (operations/sign-in.ts). A soft bounce
 * (a full mailbox, a server down for a while) suppresses nothing.
 */
import * as z from '../../shared/zod';
import { lazySchema } from '../../shared/lazy-schema';
import { suppressMail, type SuppressionReason } from '../data/members/mail-suppressions';
import { logger } from '../kernel/logger';

/** What EventBridge delivers from SES (its own `source`). */
export const SES_EVENT_SOURCE = 'aws.ses';

const recipients = lazySchema(() => z.array(z.object({ emailAddress: z.string() })));

const sesFeedback = lazySchema(() =>
  z.object({
    source: z.literal(SES_EVENT_SOURCE),
    detail: z.object({
      eventType: z.string(),
      bounce: z.optional(z.object({ bounceType: z.string(), bouncedRecipients: recipients })),
      complaint: z.optional(z.object({ complainedRecipients: recipients })),
    }),
  }),
);

export const isSesEvent = (event: unknown): boolean =>
  typeof event === 'object' && event !== null && (event as { source?: unknown }).source === SES_EVENT_SOURCE;

/** The addresses an event suppresses, with why. */
function suppressions(event: unknown): { email: string; reason: SuppressionReason }[] {
  const parsed = sesFeedback.safeParse(event);
  if (!parsed.success) return [];
  const { bounce, complaint } = parsed.data.detail;
  // 'Permanent' is SES's hard bounce; 'Transient' and 'Undetermined' may deliver next time.
  const bounced = bounce?.bounceType === 'Permanent' ? bounce.bouncedRecipients : [];
  return [
    ...bounced.map(({ emailAddress }) => ({ email: emailAddress, reason: 'bounce' as const })),
    ...(complaint?.complainedRecipients ?? []).map(({ emailAddress }) => ({ email: emailAddress, reason: 'complaint' as const })),
  ];
}

export async function recordMailFeedback(event: unknown): Promise<{ suppressed: number }> {
  const found = suppressions(event);
  if (found.length === 0) logger.info('SES event without an address to suppress', { event });
  await Promise.all(found.map(({ email, reason }) => suppressMail(email, reason)));
  for (const { reason } of found) logger.warn('mail to an address suppressed', { reason });
  return { suppressed: found.length };
}
