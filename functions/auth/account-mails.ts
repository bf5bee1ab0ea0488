/** Issues a fresh single-use token and mails its link. */
import { RESET_TOKEN_TTL_MS, VERIFY_TOKEN_TTL_MS } from '../../shared/constants';
import { putToken } from '../data/members/tokens';
import type { UserRecord } from '../data/members/users';
import { newToken } from '../kernel/ids';
import { sendMail } from '../lib/mailer';
import { resetMail, verificationMail } from './emails';

export async function sendVerificationMail(user: UserRecord): Promise<void> {
  const token = newToken();
  await putToken(token, 'verify-email', user.id, VERIFY_TOKEN_TTL_MS);
  await sendMail(verificationMail(user.email, user.firstName, token));
}

export async function sendResetMail(user: UserRecord): Promise<void> {
  const token = newToken();
  await putToken(token, 'reset-password', user.id, RESET_TOKEN_TTL_MS);
  await sendMail(resetMail(user.email, user.firstName, token));
}
