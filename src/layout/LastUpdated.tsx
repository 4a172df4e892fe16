import type { LastUpdatedDay } from '@/src/i18n/dates';
import { useTranslate } from '@/src/i18n/I18nProvider';

/**
 * "Last updated on <date>" at the end of a guide page: the record's last change (git), written
 * for the page's language at build time (src/i18n/dates.ts); nothing when it is unknown.
 */
export function LastUpdated({ date }: { date: LastUpdatedDay | null }) {
  const t = useTranslate();
  if (date === null) {
    return null;
  }
  const [before = '', after = ''] = t('lastUpdated').split('{date}');
  return (
    <p className="last-updated">
      {before}
      <time dateTime={date.day}>{date.text}</time>
      {after}
    </p>
  );
}
