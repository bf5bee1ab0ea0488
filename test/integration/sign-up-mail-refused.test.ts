/**
 * A sign-up whose verification mail SES refuses (its sandbox refuses an unverified recipient): the member
 * is told plainly, no account is left behind, and the same address signs up once mail can reach it.
 */
import type { InitializeHandler, InitializeHandlerArguments } from '@smithy/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../shared/messages/auth';
import { sesClient } from '../../functions/kernel/aws-clients/ses';
import type { LocalServer } from '../../infra/local/server';
import { client, mailTo, startApp } from './support/local-app';

const REFUSE = 'refuseUnverifiedRecipient';
const refused = new Set<string>();

/** SES's sandbox, for the addresses in `refused`: SendEmail throws MessageRejected, as the SDK does. */
function refuseInSandbox(): void {
  sesClient().middlewareStack.add(
    (next: InitializeHandler<any, any>) => async (args: InitializeHandlerArguments<any>) => {
      const to: string[] = args.input?.Destination?.ToAddresses ?? [];
      if (to.some((address) => refused.has(address))) {
        throw Object.assign(new Error(`Email address is not verified. The following identities failed the check: ${to.join(', ')}`), {
          name: 'MessageRejected',
        });
      }
      return next(args);
    },
    { step: 'initialize', name: REFUSE },
  );
}

let app: LocalServer;

beforeAll(async () => {
  app = await startApp({ seed: false });
  refuseInSandbox();
}, 60_000);

afterAll(async () => {
  sesClient().middlewareStack.remove(REFUSE);
  await app.stop();
});

const body = (email: string) => ({ email, password: 'correct horse', firstName: 'Sandy', lastName: 'Box' });

describe('sign-up when SES refuses the verification mail', () => {
  it('answers 400 saying no account was made, and the address signs up once mail reaches it', async () => {
    const email = 'not-yet-verified@example.com';
    refused.add(email);

    const first = await client(app.url).post('/api/auth/signup', body(email));
    expect(first.status).toBe(400);
    expect(first.body).toEqual({ message: AUTH_MESSAGES.signupMailRefused });
    // No member is left behind: signing in knows no such account.
    const signIn = await client(app.url).post('/api/auth/signin', { email, password: 'correct horse' });
    expect(signIn.status).toBe(401);

    refused.delete(email);
    const again = await client(app.url).post('/api/auth/signup', body(email));
    expect(again.status).toBe(201);
    expect(await mailTo(app.url, email)).toHaveLength(1);
  });
});
