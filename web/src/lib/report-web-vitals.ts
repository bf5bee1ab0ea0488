/**
 * SPEC.md section 7: the app reports its performance metrics (LCP, CLS, INP, TTFB) to the console. The
 * web-vitals library is a dynamic import started after the first paint, so it adds nothing to it.
 */
export function reportWebVitalsAfterFirstPaint(): void {
  const start = () => {
    void import('web-vitals').then(({ onCLS, onINP, onLCP, onTTFB }) => {
      const report = (metric: { name: string; value: number; rating: string }) =>
        console.info(`[web-vitals] ${metric.name} ${metric.value.toFixed(metric.name === 'CLS' ? 3 : 0)} (${metric.rating})`);
      // LCP and TTFB are read from buffered performance entries, so a late start loses nothing.
      onLCP(report);
      onCLS(report);
      onINP(report);
      onTTFB(report);
    });
  };
  // Two frames: the first callback runs before the first paint, the second after it.
  requestAnimationFrame(() => requestAnimationFrame(start));
}
