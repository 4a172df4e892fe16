import { useCallback, useEffect, useId, useState, type ComponentType } from 'react';
import type { Language } from '@/src/config/site';
import { useFeatureTranslate } from '@/src/i18n/featureStrings';
import { STRINGS } from './strings';
import { localizePath } from '@/src/i18n/paths';
import { SEARCH_IGNORE } from '@/src/config/searchMarkup';
import type { SubmitOptions } from './client';
import styles from './feedback.module.css';
import type { FeedbackWidgetProps } from './FeedbackWidget';
import type { Vote } from './vote';

export interface PageFeedbackProps {
  /** The page's pathname in the nav tree, e.g. `/x/react-data-grid/sorting`. */
  pathname: string;
  language: Language;
  /** The page's title, for the prefilled issue. */
  title: string;
  /** Deployment settings, overridable for tests. */
  endpoint?: string;
  issuesUrl?: string;
  fetch?: SubmitOptions['fetch'];
}

/** The widget once fetched: pages opened later in the session render it at once. */
let loadedWidget: ComponentType<FeedbackWidgetProps> | null = null;
const loadWidget = () =>
  import('./FeedbackWidget').then((module) => {
    loadedWidget = module.FeedbackWidget;
    return loadedWidget;
  });

/**
 * "Was this page helpful?" at the end of a docs page. What every page loads up front is this
 * shell: the question and the two buttons as server-rendered markup (styled by a CSS file, so
 * it costs the page's JavaScript almost nothing). The widget that makes them work is fetched
 * after hydration and takes the shell's place with the same layout; a click that comes first
 * is kept and cast when it arrives.
 */
export function PageFeedback(props: PageFeedbackProps) {
  const page = localizePath(props.pathname, props.language);
  // A new page starts afresh: its own vote, an empty comment.
  return <Shell key={page} {...props} page={page} />;
}

function Shell(props: PageFeedbackProps & { page: string }) {
  const t = useFeatureTranslate(STRINGS);
  const headingId = useId();
  const [Widget, setWidget] = useState(() => loadedWidget);
  const [early, setEarly] = useState<Vote | null>(null);

  const load = useCallback(() => {
    loadWidget().then(
      (widget) => setWidget(() => widget),
      // Offline: the shell stays; a click tries again.
      () => undefined,
    );
  }, []);
  useEffect(() => {
    if (!loadedWidget) load();
  }, [load]);

  const voteEarly = (vote: Vote) => {
    setEarly(vote);
    load();
  };

  return (
    <section className={styles.root} aria-labelledby={headingId} data-feedback="" data-ready={Widget ? '' : undefined} {...SEARCH_IGNORE}>
      {Widget ? (
        <Widget {...props} headingId={headingId} earlyVote={early} />
      ) : (
        <>
          <div className={styles.row}>
            <h2 id={headingId}>{t('feedback.question')}</h2>
            <div className={styles.votes} role="group" aria-labelledby={headingId}>
              <button type="button" className={styles.vote} aria-pressed="false" onClick={() => voteEarly('yes')}>
                {t('feedback.yes')}
              </button>
              <button type="button" className={styles.vote} aria-pressed="false" onClick={() => voteEarly('no')}>
                {t('feedback.no')}
              </button>
            </div>
          </div>
          <div className={styles.status}>{t('feedback.hint')}</div>
        </>
      )}
    </section>
  );
}
