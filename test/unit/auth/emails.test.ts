import '../support/env';
import { describe, expect, it } from 'vitest';
import { resetMail, verificationMail } from '../../../functions/auth/emails';
import { useEnv } from '../support/env';

describe('verificationMail', () => {
  it('greets the member and links /verify-email with the token on the site', () => {
    // Act
    const mail = verificationMail('ada@example.com', 'Ada', 'tok_123-abc');

    // Assess
    expect(mail.to).toBe('ada@example.com');
    expect(mail.subject).toBe('Verify your email for Snifty Photos');
    expect(mail.text).toContain('Hi Ada,');
    expect(mail.text).toContain('http://localhost:3000/verify-email?token=tok_123-abc');
    expect(mail.html).toContain('href="http://localhost:3000/verify-email?token=tok_123-abc"');
    expect(mail.text).toContain('24 hours');
  });

  it('greets without a name when the member has none', () => {
    // Act
    const mail = verificationMail('ada@example.com', null, 'tok');

    // Assess
    expect(mail.text.startsWith('Hi, welcome')).toBe(true);
  });

  it('escapes HTML in the name, as social profiles carry any text', () => {
    // Act
    const mail = verificationMail('ada@example.com', '<img src=x onerror=alert(1)>', 'tok');

    // Assess
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('encodes the token in the link', () => {
    // Act
    const mail = verificationMail('ada@example.com', 'Ada', 'a+b/c=&d');

    // Assess
    expect(mail.text).toContain('/verify-email?token=a%2Bb%2Fc%3D%26d');
  });

  it('links to the configured site', () => {
    // Prepare
    useEnv({ SITE_URL: 'https://photos.snifty.test' });

    // Act
    const mail = verificationMail('ada@example.com', 'Ada', 'tok');

    // Assess
    expect(mail.text).toContain('https://photos.snifty.test/verify-email?token=tok');
  });
});

describe('resetMail', () => {
  it('links /reset-password with the token and says the link lasts an hour and works once', () => {
    // Act
    const mail = resetMail('ada@example.com', 'Ada', 'tok_456');

    // Assess
    expect(mail.subject).toBe('Reset your Snifty Photos password');
    expect(mail.text).toContain('http://localhost:3000/reset-password?token=tok_456');
    expect(mail.html).toContain('href="http://localhost:3000/reset-password?token=tok_456"');
    expect(mail.text).toContain('1 hour and works once');
  });
});
