/** Every node reachable from `roots` by `next` (each visited once), for the build's and the budget tests' module graphs. */
export function reachable<T>(roots: Iterable<T>, next: (node: T) => Iterable<T>): Set<T> {
  const seen = new Set<T>();
  const queue = [...roots];
  while (queue.length) {
    const node = queue.pop()!;
    if (seen.has(node)) continue;
    seen.add(node);
    queue.push(...next(node));
  }
  return seen;
}
