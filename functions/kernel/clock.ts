/** The Clock port: tests move time without touching the system clock. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

let current: Clock = systemClock;

export const clock = {
  now: (): Date => current.now(),
  nowIso: (): string => current.now().toISOString(),
  nowEpochSeconds: (): number => Math.floor(current.now().getTime() / 1000),
};

export function setClock(next: Clock): void {
  current = next;
}
