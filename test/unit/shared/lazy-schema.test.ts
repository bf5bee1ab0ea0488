import { describe, expect, it, vi } from 'vitest';
import { lazySchema } from '../../../shared/lazy-schema';
import * as z from '../../../shared/zod';
import { groups } from '../../../functions/api/route-table';

/** Counts the schemas zod builds: every factory the app's modules call goes through shared/zod.ts. */
const built = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../../shared/zod', async (importOriginal) => {
  const zod = await importOriginal<Record<string, unknown>>();
  const counted =
    (factory: (...args: unknown[]) => unknown) =>
    (...args: unknown[]) => {
      built.count += 1;
      return factory(...args);
    };
  const factories = [
    'object',
    'strictObject',
    'looseObject',
    'string',
    'number',
    'array',
    'pipe',
    'enum',
    'union',
    'record',
    'extend',
  ];
  return { ...zod, ...Object.fromEntries(factories.map((name) => [name, counted(zod[name] as (...args: unknown[]) => unknown)])) };
});

const handlers = import.meta.glob('../../../functions/*/handler.ts');
/** The API groups' handlers (the analysis pipeline is no API group). */
const groupHandlers = groups.map(({ name }) => handlers[`../../../functions/${name}/handler.ts`]!);

describe('lazySchema', () => {
  it('builds its schema at the first use, once', () => {
    const build = vi.fn(() => z.object({ name: z.string() }));
    const schema = lazySchema(build);
    expect(build).not.toHaveBeenCalled();
    expect(schema.parse({ name: 'a', extra: 1 })).toEqual({ name: 'a' });
    expect(schema.safeParse({ name: 1 }).success).toBe(false);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('stands in for its schema inside other schemas, and in the JSON Schema the OpenAPI document is built from', () => {
    const eager = z.object({
      visibility: z._default(z.enum(['public', 'private']), 'private'),
      tags: z.optional(z.array(z.string())),
    });
    const lazy = lazySchema(() =>
      z.object({ visibility: z._default(z.enum(['public', 'private']), 'private'), tags: z.optional(z.array(z.string())) }),
    );
    const wrap = (field: z.ZodMiniType) => z.object({ privacy: field });

    expect(wrap(lazy).parse({ privacy: {} })).toEqual(wrap(eager).parse({ privacy: {} }));
    expect(z.toJSONSchema(wrap(lazy))).toEqual(z.toJSONSchema(wrap(eager)));
    expect(z.toJSONSchema(z.extend(lazy, { id: z.string() }))).toEqual(z.toJSONSchema(z.extend(eager, { id: z.string() })));
    expect(lazy.shape.visibility.parse(undefined)).toBe('private');
    expect(lazy instanceof z.ZodMiniObject).toBe(true);
    expect(Object.keys(lazy)).toEqual(Object.keys(eager));
  });
});

describe('a Lambda cold start', () => {
  it("builds no schema when any group's handler is imported: each is built at its first use", async () => {
    expect(groupHandlers.length).toBeGreaterThan(15);
    built.count = 0;
    for (const load of groupHandlers) await load();
    expect(built.count).toBe(0);
  }, 60_000);
});
