/**
 * Content-Security-Policy violations a page reports: the `securitypolicyviolation` events of every frame
 * (through a binding installed before any page script) and the "Refused to …" console errors Chromium
 * logs for what the policy blocks.
 */
import type { BrowserContext, Page } from 'playwright-core';

export interface CspWatch {
  readonly violations: string[];
}

export async function watchCspViolations(context: BrowserContext): Promise<CspWatch> {
  const violations: string[] = [];
  await context.exposeBinding('__reportCspViolation', (_source, report: string) => void violations.push(report));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation(report: string): void }).__reportCspViolation;
      report(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} in ${event.documentURI}`);
    });
  });
  const listen = (page: Page) =>
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
  context.pages().forEach(listen);
  context.on('page', listen);
  return { violations };
}
