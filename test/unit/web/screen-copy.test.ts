/**
 * The screens moved to shared/messages write no literal copy (docs/decisions/screen-copy-in-messages.md):
 * no JSX text with a letter in it, and no literal aria-label, title, placeholder, alt, label or description.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const MOVED = [
  'web/src/features/api-keys',
  'web/src/features/capsules',
  'web/src/features/settings',
  'web/src/app/routes/capsules.tsx',
  'web/src/app/routes/settings.tsx',
  'web/src/features/auth',
  'web/src/features/verification',
  'web/src/features/tribes',
  'web/src/features/photos',
  'web/src/features/shares',
  'web/src/features/upload',
  'web/src/components/privacy',
  'web/src/app/routes/auth',
  'web/src/app/routes/tribe-feed.tsx',
  'web/src/features/profile',
  'web/src/app/routes/profile.tsx',
  'web/src/features/comments',
  'web/src/features/search',
  'web/src/app/routes/search.tsx',
  'web/src/features/editor',
  'web/src/features/layout',
  'web/src/features/notifications',
  'web/src/features/weekly-feature',
  'web/src/features/announcements',
  'web/src/app/routes/member-home.tsx',
  'web/src/app/routes/not-found.tsx',
  'web/src/app/routes/route-error.tsx',
  'web/src/app/shells.tsx',
  'web/src/components/layouts/require-auth.tsx',
  'web/src/components/ui/toast',
  'web/src/components/ui/dialog',
];
const ATTRIBUTES = new Set(['aria-label', 'title', 'placeholder', 'alt', 'label', 'description', 'text', 'hint', 'loadingText']);

const tsxFiles = (path: string): string[] =>
  statSync(path).isDirectory() ? readdirSync(path).flatMap((name) => tsxFiles(join(path, name))) : path.endsWith('.tsx') ? [path] : [];

function inlineCopy(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && /[A-Za-z]/.test(node.text)) found.push(node.text.trim());
    if (ts.isJsxAttribute(node) && ATTRIBUTES.has(node.name.getText()) && node.initializer) {
      const value = ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer;
      if (value && (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value)) && /[A-Za-z]/.test(value.text))
        found.push(`${node.name.getText()}="${value.text}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('screen copy', () => {
  it.each(MOVED.flatMap(tsxFiles))('%s names its texts from shared/messages', (file) => {
    expect(inlineCopy(file)).toEqual([]);
  });
});
