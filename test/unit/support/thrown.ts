/** What `fn` throws; a test that expected a throw fails here when nothing is thrown. */
export function thrown(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}
