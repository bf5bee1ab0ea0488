import { useCallback, useEffect, useState } from 'react';

interface InViewOptions {
  rootMargin?: string;
  /** Stay true once the element has been seen (lazy images); otherwise follow it in and out. */
  once?: boolean;
  /** What to answer where IntersectionObserver does not exist. */
  fallback?: boolean;
}

/**
 * Whether an element is within `rootMargin` of the viewport. Returns a callback ref for the element
 * and the flag.
 */
export function useInView<T extends Element>({ rootMargin = '0px', once = false, fallback = true }: InViewOptions = {}) {
  const supported = typeof IntersectionObserver !== 'undefined';
  const [element, setElement] = useState<T | null>(null);
  const [inView, setInView] = useState(!supported && fallback);
  const ref = useCallback((node: T | null) => setElement(node), []);
  const done = once && inView;

  useEffect(() => {
    if (!supported || !element || done) return;
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.some((entry) => entry.isIntersecting);
        if (visible) {
          setInView(true);
          if (once) observer.disconnect();
        } else if (!once) {
          setInView(false);
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [supported, element, rootMargin, once, done]);

  return [ref, inView] as const;
}
