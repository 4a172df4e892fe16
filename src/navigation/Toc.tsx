import { useApiFilter } from '@/src/content/apiFilter/useApiFilter';
import { useEffect, useMemo, useState } from 'react';
import { TOC_SCROLL_THROTTLE_MS } from '@/src/config/constants';
import type { TocEntry } from '@/src/content/types';
import { useFeatureTranslate } from '@/src/i18n/featureStrings';
import { useTranslate } from '@/src/i18n/I18nProvider';
import { PART_STRINGS } from '@/src/navigation/partStrings';
import { activeHeadingId } from './activeHeading';
import { throttle } from './throttle';
import { APP_BAR_HEIGHT_PX } from '@/src/theme/layoutSizes';
import { navigationClasses } from './classes';
import { tocWithRows } from './tocRows';

function flatIds(entries: readonly TocEntry[]): string[] {
  return entries.flatMap((entry) => [entry.id, ...flatIds(entry.children)]);
}

/** Highlights the section being read; scroll events are throttled to one per TOC_SCROLL_THROTTLE_MS. */
function useScrollSpy(toc: readonly TocEntry[]): [string | null, (id: string) => void] {
  const [active, setActive] = useState<string | null>(null);
  useEffect(() => {
    const ids = flatIds(toc);
    const update = throttle(() => {
      const headings = ids.flatMap((id) => {
        const element = document.getElementById(id);
        return element ? [{ id, top: element.getBoundingClientRect().top }] : [];
      });
      const atBottom =
        window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2 && window.scrollY > 0;
      setActive(activeHeadingId(headings, APP_BAR_HEIGHT_PX + 24, atBottom));
    }, TOC_SCROLL_THROTTLE_MS);
    // The first reading waits for the next frame: read right after a page change, the heading
    // positions forced a layout of the new page before the one the browser does to paint it.
    const firstFrame = requestAnimationFrame(() => update());
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update, { passive: true });
    return () => {
      cancelAnimationFrame(firstFrame);
      update.cancel();
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [toc]);
  return [active, setActive];
}

function Items({ entries, active, onPick }: { entries: readonly TocEntry[]; active: string | null; onPick: (id: string) => void }) {
  return (
    <ul>
      {entries.map((entry) => (
        <li key={entry.id}>
          <a
            href={`#${entry.id}`}
            aria-current={entry.id === active ? 'location' : undefined}
            onClick={() => onPick(entry.id)}
          >
            {entry.text}
          </a>
          {/* The server leaves out an API section's rows: they show only once the scroll-spy runs. */}
          {entry.children.length > 0 && !(entry.rows && typeof window === 'undefined') ? <Items entries={entry.children} active={active} onPick={onPick} /> : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * The "Contents" column: the page's h2 and h3 headings with the current one marked. It also
 * starts the page's API member filter, if the content has one (`contentKey` names the content):
 * this component's chunk arrives after hydration, so the filter costs the page's first
 * JavaScript nothing, and the filter then keeps these entries in step with what it shows.
 */
export function Toc({ toc: data, contentKey }: { toc: readonly TocEntry[]; contentKey: string }) {
  useApiFilter(contentKey);
  const t = useTranslate();
  const tp = useFeatureTranslate(PART_STRINGS);
  // The first page's data leaves out the rows of its API sections: they are read from the
  // content, which is in the document whenever such data is (the server rendered it whole).
  const toc = useMemo(() => (typeof document === 'undefined' ? data : tocWithRows(data, document)), [data]);
  const [active, setActive] = useScrollSpy(toc);
  if (toc.length === 0) {
    return null;
  }
  return (
    <nav className={navigationClasses.toc} aria-label={tp('parts.tocLabel')}>
      <p className="toc-title">{t('toc')}</p>
      <Items entries={toc} active={active} onPick={setActive} />
    </nav>
  );
}
