/**
 * Runs `callback` once the page has shown its first content (the browser's
 * `first-contentful-paint` entry), for work that must not hold up the first screen. A page that
 * never paints (opened in a background tab) or a browser without paint timing runs it after
 * `fallbackMs` instead, so the work is late, never lost.
 */
export function afterFirstContentfulPaint(callback: () => void, fallbackMs = 5000): void {
  let done = false;
  let observer: PerformanceObserver | undefined;
  const run = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    clearTimeout(timer);
    callback();
  };
  const timer = setTimeout(run, fallbackMs);
  try {
    observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) run();
    });
    // `buffered` also delivers an entry recorded before the observer existed.
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    // No paint timing here: the fallback timer runs it.
  }
}
