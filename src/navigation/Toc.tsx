import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
import { TOC_SCROLL_THROTTLE_MS } from '@/src/config/constants';
import type { TocEntry } from '@/src/content/types';
import { useTranslate } from '@/src/i18n/I18nProvider';
import { activeHeadingId } from './activeHeading';
import { throttle } from './throttle';
import { APP_BAR_HEIGHT_PX, TOC_WIDTH_PX, mq, spacing, vars, focusRing } from '@/src/theme/tokens';

const Root = styled('nav')({
  display: 'none',
  position: 'sticky',
  top: APP_BAR_HEIGHT_PX,
  flexShrink: 0,
  width: TOC_WIDTH_PX,
  maxHeight: `calc(100vh - ${APP_BAR_HEIGHT_PX}px)`,
  overflowY: 'auto',
  paddingBlock: spacing(5, 4),
  paddingInline: spacing(1, 2),
  fontSize: '0.8125rem',
  scrollbarWidth: 'thin',
  [mq.up('md')]: { display: 'block' },
  '& .toc-title': {
    margin: spacing(0, 0, 1),
    paddingInlineStart: 12,
    fontSize: '0.75rem',
    fontWeight: 700,
    letterSpacing: '0.06em',
    textTransform: 'uppercase',
    color: vars.palette.text.primary,
  },
  '& ul': { listStyle: 'none', margin: 0, padding: 0 },
  '& ul ul a': { paddingInlineStart: 24 },
  '& a': {
    display: 'block',
    paddingBlock: 4,
    paddingInline: '12px 8px',
    borderInlineStart: `2px solid ${vars.palette.divider}`,
    color: vars.palette.text.secondary,
    textDecoration: 'none',
    lineHeight: 1.5,
    '&:hover': { color: vars.palette.text.primary },
    '&:focus-visible': focusRing(-2),
  },
  // Colour only: a bolder weight would re-wrap a long entry and move the ones below it.
  '& a[aria-current="location"]': {
    color: vars.palette.primary.main,
    borderInlineStartColor: vars.palette.primary.main,
  },
});

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
          {entry.children.length > 0 ? <Items entries={entry.children} active={active} onPick={onPick} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** The "Contents" column: the page's h2 and h3 headings with the current one marked. */
export function Toc({ toc }: { toc: readonly TocEntry[] }) {
  const t = useTranslate();
  const [active, setActive] = useScrollSpy(toc);
  if (toc.length === 0) {
    return null;
  }
  return (
    <Root aria-label={t('tocLabel')}>
      <p className="toc-title">{t('toc')}</p>
      <Items entries={toc} active={active} onPick={setActive} />
    </Root>
  );
}
