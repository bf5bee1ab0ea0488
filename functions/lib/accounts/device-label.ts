/**
 * A short, readable name for the browser a session was started in ("Firefox on Linux"), from its
 * User-Agent, so Settings can list sessions a member recognises. Only the label is stored, never the
 * whole header; what cannot be told apart reads as unknown.
 */
import { MAX_DEVICE_LABEL } from '../../../shared/constants';
import { SESSION_MESSAGES } from '../../../shared/messages/session';

// Order matters: Edge and Opera also say Chrome, Chrome also says Safari.
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Headless)?Chrome\/|\bCriOS\/|\bChromium\//, 'Chrome'],
  [/\bSafari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const first = (rules: [RegExp, string][], text: string) => rules.find(([pattern]) => pattern.test(text))?.[1];

export function deviceLabel(userAgent: string | undefined): string {
  const text = (userAgent ?? '').slice(0, 512);
  const browser = first(BROWSERS, text);
  const system = first(SYSTEMS, text);
  const label = browser && system ? `${browser} on ${system}` : (browser ?? system ?? SESSION_MESSAGES.unknownDevice);
  return label.slice(0, MAX_DEVICE_LABEL);
}
