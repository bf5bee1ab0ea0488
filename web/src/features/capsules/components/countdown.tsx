import { CAPSULE_SCREEN_MESSAGES } from '@shared/messages/capsule-screens';
import { useEffect, useState } from 'react';

/** The moment a capsule opens: 00:00 UTC of its unlock date. */
export const openingTime = (unlockDate: string) => Date.parse(`${unlockDate}T00:00:00.000Z`);

/** "3d 04h 12m 05s" left, counting whole seconds. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(total / 86_400);
  const pad = (n: number) => String(n).padStart(2, '0');
  const clock = `${pad(Math.floor((total % 86_400) / 3600))}h ${pad(Math.floor((total % 3600) / 60))}m ${pad(total % 60)}s`;
  return days > 0 ? `${days}d ${clock}` : clock;
}

/** A live countdown to the opening, ticking every second; `onOpen` runs once when it reaches zero. */
export function Countdown({ unlockDate, onOpen }: { unlockDate: string; onOpen: () => void }) {
  const [now, setNow] = useState(() => Date.now());
  const left = openingTime(unlockDate) - now;
  useEffect(() => {
    if (left <= 0) {
      onOpen();
      return;
    }
    const timer = setTimeout(() => setNow(Date.now()), Math.min(1000, left));
    return () => clearTimeout(timer);
  }, [left, onOpen]);
  return (
    <p className="capsule-card__countdown">
      {CAPSULE_SCREEN_MESSAGES.opensIn}{' '}
      <time dateTime={`${unlockDate}T00:00:00Z`}>{left > 0 ? formatCountdown(left) : CAPSULE_SCREEN_MESSAGES.aMoment}</time>
    </p>
  );
}
