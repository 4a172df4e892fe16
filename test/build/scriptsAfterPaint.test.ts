// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AFTER_PAINT_FALLBACK_MS, AFTER_PAINT_LOADER, AFTER_PAINT_TYPE, loadScriptsAfterPaint } from '@/scripts/build/scriptsAfterPaint';
import { pageAssets } from '@/scripts/checks/pageAssets';

/** The head and body as Next.js exports them (the order of its elements kept). */
const EXPORTED = [
  '<!DOCTYPE html><html><head><script>restoreTheme()</script>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '<script src="/_next/static/chunks/a.js" defer=""></script>',
  '<script src="/_next/static/chunks/b.js" defer=""></script>',
  '<script src="/_next/static/build/_buildManifest.js" defer=""></script>',
  '</head><body><p>Text</p><script id="__NEXT_DATA__" type="application/json">{}</script></body></html>',
].join('');

describe('loadScriptsAfterPaint', () => {
  it('makes every deferred script inert, in order, and adds the loader once after the last one', () => {
    const result = loadScriptsAfterPaint(EXPORTED);
    expect(result.changed).toBe(true);
    if (!result.changed) return;
    expect(result.scripts).toBe(3);
    expect(result.html).not.toContain('defer=""');
    const inert = [...result.html.matchAll(new RegExp(`<script type="${AFTER_PAINT_TYPE}" src="([^"]+)"></script>`, 'g'))].map((m) => m[1]);
    expect(inert).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js', '/_next/static/build/_buildManifest.js']);
    expect(result.html.split(AFTER_PAINT_LOADER)).toHaveLength(2);
    expect(result.html).toContain(`_buildManifest.js"></script><script>${AFTER_PAINT_LOADER}</script></head>`);
  });

  it('leaves inline scripts, the page data and nomodule scripts as they were', () => {
    const result = loadScriptsAfterPaint(EXPORTED);
    if (!result.changed) throw new Error(result.reason);
    expect(result.html).toContain('<head><script>restoreTheme()</script>');
    expect(result.html).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
    expect(result.html).toContain('<script id="__NEXT_DATA__" type="application/json">{}</script>');
  });

  it('keeps what the page loads readable for the budget and the precache list', () => {
    const result = loadScriptsAfterPaint(EXPORTED);
    if (!result.changed) throw new Error(result.reason);
    expect(pageAssets(result.html).scripts).toEqual(pageAssets(EXPORTED).scripts);
  });

  it.each([
    ['a page without deferred scripts', '<html><head><script>x()</script></head><body></body></html>', 'no deferred scripts'],
    ['a page already rewritten', `<script type="${AFTER_PAINT_TYPE}" src="/a.js"></script>`, 'already loads its scripts after paint'],
  ])('leaves %s alone', (_name, html, reason) => {
    expect(loadScriptsAfterPaint(html)).toEqual({ changed: false, reason });
  });
});

describe('the loader in the page', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.head.innerHTML = '';
  });

  function inertScripts(...sources: string[]) {
    document.head.innerHTML = sources.map((src) => `<script type="${AFTER_PAINT_TYPE}" src="${src}"></script>`).join('');
  }
  const scripts = () =>
    [...document.querySelectorAll('script')].map((script) => ({ src: script.getAttribute('src'), type: script.type, async: script.async }));
  const stillInert = () => scripts().every((script) => script.type === AFTER_PAINT_TYPE);
  const LOADED = [
    { src: '/a.js', type: '', async: false },
    { src: '/b.js', type: '', async: false },
  ];

  /** A browser that reports paint entries to observers: the page paints when the test says so. */
  function paintTimeline() {
    const painted: { name: string; startTime: number }[] = [];
    const observers = new Set<FakeObserver>();
    class FakeObserver {
      static supportedEntryTypes = ['paint'];
      constructor(private readonly callback: (list: { getEntries: () => typeof painted }, observer: FakeObserver) => void) {}
      observe({ buffered }: { buffered?: boolean }) {
        observers.add(this);
        if (buffered && painted.length > 0) {
          this.notify([...painted]);
        }
      }
      notify(entries: typeof painted) {
        this.callback({ getEntries: () => entries }, this);
      }
      disconnect() {
        observers.delete(this);
      }
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    return {
      paint(name: 'first-paint' | 'first-contentful-paint') {
        const entry = { name, startTime: 100 };
        painted.push(entry);
        [...observers].forEach((observer) => observer.notify([entry]));
      },
    };
  }

  it('loads the scripts, in order and executed in order, once the first contentful paint is reported', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    const browser = paintTimeline();
    inertScripts('/a.js', '/b.js');
    new Function(AFTER_PAINT_LOADER)();
    vi.advanceTimersToNextFrame();
    browser.paint('first-paint'); // the background only
    expect(stillInert()).toBe(true);
    browser.paint('first-contentful-paint');
    expect(scripts()).toEqual(LOADED);
    vi.runAllTimers(); // the fallback timer then does nothing more
    expect(scripts()).toEqual(LOADED);
  });

  it('loads them anyway when no paint is reported in time', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    paintTimeline();
    inertScripts('/a.js', '/b.js');
    new Function(AFTER_PAINT_LOADER)();
    vi.advanceTimersByTime(AFTER_PAINT_FALLBACK_MS - 1);
    expect(stillInert()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(scripts()).toEqual(LOADED);
  });

  it('reads the paint from the observer, not from performance.getEntriesByName (which a test clock empties)', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    const browser = paintTimeline();
    vi.spyOn(performance, 'getEntriesByName').mockReturnValue([]);
    browser.paint('first-contentful-paint'); // before the loader runs: a buffered entry
    inertScripts('/a.js', '/b.js');
    new Function(AFTER_PAINT_LOADER)();
    expect(scripts()).toEqual(LOADED);
  });

  it('without paint entries, waits for a frame and then a task', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    vi.stubGlobal('PerformanceObserver', undefined);
    inertScripts('/a.js', '/b.js');
    new Function(AFTER_PAINT_LOADER)();
    expect(stillInert()).toBe(true);
    vi.advanceTimersToNextFrame();
    expect(stillInert()).toBe(true);
    vi.advanceTimersByTime(1); // fake timers run a zero delay set during a frame 1 ms later
    expect(scripts()).toEqual(LOADED);
  });

  it('loads them at once in a background tab, which paints nothing', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    paintTimeline();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    inertScripts('/a.js', '/b.js');
    new Function(AFTER_PAINT_LOADER)();
    expect(scripts()).toEqual(LOADED);
  });
});
