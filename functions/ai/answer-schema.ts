/**
 * The model's answer as we accept it. Models drift (capitalised tags, '#hashtags', a two-word mood,
 * prose around the JSON), so what can be normalised is, and what cannot is a validation failure.
 */
import * as z from '../../shared/zod';
import type { AiText } from './ai-analyzer';
import { lazySchema } from '../../shared/lazy-schema';

const tag = lazySchema(() =>
  z.pipe(
    z.pipe(
      z.string(),
      z.transform((text) => text.trim().toLowerCase().replace(/^#+/, '').replace(/\s+/g, '-')),
    ),
    z.string().check(z.regex(/^[\p{L}\p{N}][\p{L}\p{N}-]{0,39}$/u)),
  ),
);

export const modelAnswer = lazySchema(() =>
  z.object({
    title: z.string().check(z.trim(), z.minLength(1), z.maxLength(120)),
    description: z.string().check(z.trim(), z.minLength(1), z.maxLength(600)),
    tags: z.pipe(
      z.pipe(
        z.array(tag),
        z.transform((tags) => [...new Set(tags)].slice(0, 8)),
      ),
      z.array(z.string()).check(z.minLength(3)),
    ),
    mood: z.pipe(
      z.pipe(
        z.string(),
        z.transform((text) =>
          text
            .trim()
            .toLowerCase()
            .replace(/[^\p{L}\s-]/gu, ''),
        ),
      ),
      z.string().check(z.regex(/^[\p{L}-]{1,30}$/u, 'mood must be one word')),
    ),
  }),
);

export type ParsedAnswer = { ok: true; value: AiText } | { ok: false; problem: string };

/** The JSON object inside the reply, validated; `problem` says what to fix in the retry. */
export function parseAnswer(reply: string): ParsedAnswer {
  const start = reply.indexOf('{');
  const end = reply.lastIndexOf('}');
  if (start < 0 || end <= start) return { ok: false, problem: 'the reply contained no JSON object' };
  let json: unknown;
  try {
    json = JSON.parse(reply.slice(start, end + 1));
  } catch {
    return { ok: false, problem: 'the JSON object could not be parsed' };
  }
  const result = modelAnswer.safeParse(json);
  if (!result.success) {
    const problem = result.error.issues.map((issue) => `${issue.path.join('.') || 'answer'}: ${issue.message}`).join('; ');
    return { ok: false, problem };
  }
  return { ok: true, value: result.data };
}
