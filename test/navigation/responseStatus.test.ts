import { describe, expect, it } from 'vitest';
import { createResponseStatusLog, type EntryObserver, type ResponseEntry } from '@/src/navigation/responseStatus';

const DATA = 'http://localhost/_next/data/b1/x/introduction/licensing.json';
const SCRIPT = 'http://localhost/_next/static/chunks/a.js';

/** An observer the test feeds: `deliver` calls the callback, `pend` leaves entries for takeRecords. */
function fakeObserver() {
  let callback: (entries: ResponseEntry[]) => void = () => undefined;
  let pending: ResponseEntry[] = [];
  const calls = { observe: [] as { type: string; buffered: boolean }[], disconnected: false };
  const create = (cb: (entries: ResponseEntry[]) => void): EntryObserver => {
    callback = cb;
    return {
      observe: (options) => calls.observe.push(options),
      takeRecords: () => {
        const taken = pending;
        pending = [];
        return taken;
      },
      disconnect: () => (calls.disconnected = true),
    };
  };
  return { create, calls, deliver: (entries: ResponseEntry[]) => callback(entries), pend: (entries: ResponseEntry[]) => (pending = [...pending, ...entries]) };
}

describe('createResponseStatusLog', () => {
  it.each<[string, ResponseEntry[], number | null]>([
    ['a response that arrived', [{ name: DATA, responseStatus: 200 }], 200],
    ['the data URL with the route parameters Next.js adds', [{ name: `${DATA}?slug=introduction&slug=licensing`, responseStatus: 200 }], 200],
    ['a server error', [{ name: DATA, responseStatus: 500 }], 500],
    ['the last response wins: a retry that worked', [{ name: DATA, responseStatus: 500 }, { name: DATA, responseStatus: 200 }], 200],
    ['no response recorded', [], null],
    ['a status the browser does not tell (a network error, an older browser)', [{ name: DATA, responseStatus: 0 }], null],
    ['an entry without the field', [{ name: DATA }], null],
    ['another URL only', [{ name: DATA.replace('licensing', 'support'), responseStatus: 200 }], null],
  ])('%s', (_, entries, expected) => {
    const observer = fakeObserver();
    const log = createResponseStatusLog('/_next/data/', observer.create);
    observer.deliver(entries);
    expect(log.statusOf(DATA)).toBe(expected);
  });

  it('observes resource entries, those before it started included', () => {
    const observer = fakeObserver();
    createResponseStatusLog('/_next/data/', observer.create);
    expect(observer.calls.observe).toEqual([{ type: 'resource', buffered: true }]);
  });

  it('reads a response that has just ended, before the observer was called with it', () => {
    const observer = fakeObserver();
    const log = createResponseStatusLog('/_next/data/', observer.create);
    observer.pend([{ name: DATA, responseStatus: 200 }]);
    expect(log.statusOf(DATA)).toBe(200);
  });

  it('keeps only the responses it was asked about', () => {
    const observer = fakeObserver();
    const log = createResponseStatusLog('/_next/data/', observer.create);
    observer.deliver([{ name: SCRIPT, responseStatus: 200 }]);
    expect(log.statusOf(SCRIPT)).toBeNull();
  });

  it('knows nothing where the browser has no observer, and stops observing when asked', () => {
    expect(createResponseStatusLog('/_next/data/', () => null).statusOf(DATA)).toBeNull();
    const observer = fakeObserver();
    createResponseStatusLog('/_next/data/', observer.create).stop();
    expect(observer.calls.disconnected).toBe(true);
  });
});
