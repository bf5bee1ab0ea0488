import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Scroll positions by history entry (`location.key`), kept for the tab's life. */
const positions = new Map<string, number>();

/**
 * What the data router's ScrollRestoration did, for the declarative router the app uses (its data
 * router weighs 15 KB brotli more on the landing page, docs/performance.md): a new page opens at the
 * top (or at its #hash), Back and Forward return to where the reader was.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
  }, []);

  // Remember the position as the reader scrolls: by the time the next location renders it is gone.
  useEffect(() => {
    const remember = () => positions.set(location.key, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [location.key]);

  useLayoutEffect(() => {
    const saved = positions.get(location.key);
    if (navigationType === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType]);

  return null;
}
