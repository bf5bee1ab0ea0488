/**
 * Addresses our mail bounced from for good, or whose owner marked it as spam (SES's bounce and complaint
 * events, functions/auth/mail-feedback.ts). Keys (keys.ts):
 *   EMAIL#<email> / MAIL_SUPPRESSED   reason, at (ISO), toldAt once the member was told at a sign-in
 * A later bounce or complaint writes the record again and the member is told again.
 */
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '../../../shared/zod';
import { lazySchema } from '../../../shared/lazy-schema';
import { clock } from '../../kernel/clock';
import { mailSuppressionKey } from '../keys/keys';
import { db, tableName } from '../table/client';
import { itemParser } from '../table/parse';
import { EXISTS, wasApplied } from '../table/writes';

export const SUPPRESSION_REASONS = ['bounce', 'complaint'] as const;
export type SuppressionReason = (typeof SUPPRESSION_REASONS)[number];

export interface MailSuppression {
  reason: SuppressionReason;
  at: string;
  toldAt?: string;
}

const toSuppression = itemParser(
  'mail suppression',
  lazySchema(() => z.object({ reason: z.enum(SUPPRESSION_REASONS), at: z.string(), toldAt: z.optional(z.string()) })),
);

export async function suppressMail(email: string, reason: SuppressionReason): Promise<void> {
  await db().send(
    new PutCommand({ TableName: tableName(), Item: { ...mailSuppressionKey(email.toLowerCase()), reason, at: clock.nowIso() } }),
  );
}

export async function mailSuppression(email: string): Promise<MailSuppression | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: mailSuppressionKey(email.toLowerCase()) }));
  return toSuppression(Item);
}

/** Marks the suppression as told; false when another sign-in told it first (or it is gone). */
export async function markSuppressionTold(email: string): Promise<boolean> {
  return wasApplied(() =>
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: mailSuppressionKey(email.toLowerCase()),
        UpdateExpression: 'SET toldAt = :now',
        ConditionExpression: `${EXISTS} AND attribute_not_exists(toldAt)`,
        ExpressionAttributeValues: { ':now': clock.nowIso() },
      }),
    ),
  );
}
