/**
 * What the server last answered for the page data the router fetched: the HTTP status of each
 * response, as the browser's Resource Timing records it. The navigator reads it to know that a
 * page's data arrived without asking the server again.
 */

/** The part of a resource timing entry read here (Chromium 109+, Firefox 116+, Safari 18.4+). */
export interface ResponseEntry {
  name: string;
  /** 0 where the browser does not tell (older browsers, a network error). */
  responseStatus?: number;
}

/** The part of PerformanceObserver used here, injectable for tests. */
export interface EntryObserver {
  observe: (options: { type: string; buffered: boolean }) => void;
  takeRecords: () => ResponseEntry[];
  disconnect: () => void;
}

export interface ResponseStatusLog {
  /**
   * The status of the last recorded response to `url` (absolute; its query is ignored: Next.js
   * adds the route's parameters to a page's data URL), or null: none recorded, or no status.
   */
  statusOf: (url: string) => number | null;
  stop: () => void;
}

/** Only responses whose URL contains `pathPart` are kept (the page data, not every script). */
export function createResponseStatusLog(
  pathPart: string,
  createObserver: (callback: (entries: ResponseEntry[]) => void) => EntryObserver | null = browserObserver,
): ResponseStatusLog {
  const statuses = new Map<string, number>();
  const record = (entries: ResponseEntry[]) => {
    for (const entry of entries) {
      if (entry.name.includes(pathPart)) statuses.set(withoutQuery(entry.name), entry.responseStatus ?? 0);
    }
  };
  const observer = createObserver(record);
  observer?.observe({ type: 'resource', buffered: true });
  return {
    statusOf: (url) => {
      // Entries the observer has not been called with yet: a response that just ended.
      if (observer) record(observer.takeRecords());
      const status = statuses.get(withoutQuery(url));
      return status ? status : null;
    },
    stop: () => observer?.disconnect(),
  };
}

function withoutQuery(url: string): string {
  return url.replace(/[?#].*$/, '');
}

function browserObserver(callback: (entries: ResponseEntry[]) => void): EntryObserver | null {
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('resource')) {
    return null;
  }
  const observer = new PerformanceObserver((list) => callback(list.getEntries() as PerformanceResourceTiming[]));
  return {
    observe: (options) => observer.observe(options),
    takeRecords: () => observer.takeRecords() as PerformanceResourceTiming[],
    disconnect: () => observer.disconnect(),
  };
}
