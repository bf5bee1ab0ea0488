/** The device label a session is listed by in Settings, from the browser's User-Agent. */
import { describe, expect, it } from 'vitest';
import { SESSION_MESSAGES } from '../../../shared/messages/session';
import { deviceLabel } from '../../../functions/lib/accounts/device-label';

describe('deviceLabel', () => {
  it.each([
    ['Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0', 'Firefox on Linux'],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Edge on Windows',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Chrome on macOS',
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      'Chrome on Linux',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Safari on iPhone',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      'Chrome on Android',
    ],
  ])('names %s', (userAgent, label) => {
    expect(deviceLabel(userAgent)).toBe(label);
  });

  it('reads a missing, empty or unknown agent as an unknown device, and never keeps more than a short label', () => {
    for (const agent of [undefined, '', 'curl/8.5.0', 'node']) expect(deviceLabel(agent)).toBe(SESSION_MESSAGES.unknownDevice);
    expect(deviceLabel(`Firefox/1 ${'x'.repeat(10_000)}`)).toBe('Firefox');
  });
});
