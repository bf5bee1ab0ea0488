/**
 * The app reports its performance metrics (LCP, CLS, INP, TTFB) to the console. The
 * web-vitals library is a dynamic import started a few seconds after the page has loaded, when the browser
 * is idle, so it takes nothing from the first paint nor from the largest one: an SPA's load event comes
 * before its screens' code and reads, and on a slow link the library's download would share the line with
 * the app's scripts and the home's photo.
 */
const AFTER_LOAD_MS = 5000;

export function reportWebVitalsAfterFirstPaint(): void {
  const start = () => {
    void import('web-vitals').then(({ onCLS, onINP, onLCP, onTTFB }) => {
      const report = (metric: { name: string; value: number; rating: string }) =>
        console.info(`[web-vitals] ${metric.name} ${metric.value.toFixed(metric.name === 'CLS' ? 3 : 0)} (${metric.rating})`);
      // The metrics are read from buffered performance entries, so a late start loses nothing.
      onLCP(report);
      onCLS(report);
      onINP(report);
      onTTFB(report);
    });
  };
  const whenIdle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(start, { timeout: 2000 }) : start());
  const later = () => window.setTimeout(whenIdle, AFTER_LOAD_MS);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
