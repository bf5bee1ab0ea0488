/** axe-core in the page (@axe-core/playwright): a screen passes with no serious or critical finding. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

const BLOCKING = new Set(['serious', 'critical']);

/** Serious and critical findings, one line each (rule, impact, the first offending elements). */
export async function seriousAccessibilityFindings(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map((violation) => {
      const where = violation.nodes
        .slice(0, 3)
        .map(
          (node) =>
            `${node.target.join(' ')}${node.failureSummary ? ` (${node.failureSummary.split('\n').slice(1).join(' ').trim()})` : ''}`,
        )
        .join('; ');
      return `${violation.id} [${violation.impact}] ${violation.help}: ${where}`;
    });
}

/** Walk-friendly: every screen's findings gathered, then one assertion that names each screen's. */
export class AccessibilityReport {
  private readonly findings: Record<string, string[]> = {};

  async check(page: Page, screen: string): Promise<void> {
    const found = await seriousAccessibilityFindings(page);
    if (found.length) this.findings[screen] = found;
  }

  /** Screens with a serious or critical finding, and what it is; `{}` when every screen passed. */
  get failures(): Readonly<Record<string, string[]>> {
    return this.findings;
  }
}
