/** Moves the functions' clock in tests; the system clock comes back after each test. */
import { afterEach } from 'vitest';
import { setClock, systemClock } from '../../../functions/kernel/clock';

export interface TestClock {
  now(): Date;
  advance(ms: number): void;
}

export function freezeClock(at: string | Date): TestClock {
  let current = new Date(at);
  setClock({ now: () => new Date(current) });
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current = new Date(current.getTime() + ms);
    },
  };
}

afterEach(() => {
  setClock(systemClock);
});
