/**
 * A module-level schema built at its first use instead of at import. Building zod schemas is most of
 * what a Lambda's own code spends at a cold start (some 14 ms for every shared schema, measured with
 * `npm run bench:lambda`), and a request uses the few of its operation. The answer stands in for the
 * schema everywhere, as a field of another schema too, so modules declare schemas as before:
 * `export const privacy = lazySchema(() => z.object({ ... }))`. It is a Proxy that forwards every use
 * to the schema, built once; zod's methods are closures over their schema, so they need no binding.
 */
export function lazySchema<Schema extends object>(build: () => Schema): Schema {
  let schema: Schema | undefined;
  const built = (): Schema => (schema ??= build());
  return new Proxy({} as Schema, {
    get: (_, key) => Reflect.get(built(), key),
    set: (_, key, value) => Reflect.set(built(), key, value),
    has: (_, key) => Reflect.has(built(), key),
    ownKeys: () => Reflect.ownKeys(built()),
    // The stand-in's own properties must be configurable, as the empty target's would be.
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(built(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(built()),
  });
}
