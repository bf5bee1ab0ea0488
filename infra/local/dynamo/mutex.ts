/**
 * A single-holder async lock. Every write to the emulator goes through one of these so a
 * transaction's read-check-write sequence is isolated from all other writes, as DynamoDB guarantees.
 */
export class Mutex {
  private tail: Promise<unknown> = Promise.resolve();

  /** Runs `task` once every earlier task has settled; a failing task does not poison the queue. */
  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.tail.then(task);
    this.tail = result.catch(() => undefined);
    return result;
  }
}
