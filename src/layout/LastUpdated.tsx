import { formatDay, isoDay } from '@/src/i18n/dates';
import { useTranslate, useUserLanguage } from '@/src/i18n/I18nProvider';

/**
 * "Last updated on <date>" at the end of a guide page, from its record's last change (git);
 * nothing when the date is unknown (no history) or unreadable.
 */
export function LastUpdated({ date }: { date: string | null }) {
  const t = useTranslate();
  const language = useUserLanguage();
  const day = date === null ? null : isoDay(date);
  const text = date === null ? null : formatDay(date, language);
  if (day === null || text === null) {
    return null;
  }
  const [before = '', after = ''] = t('lastUpdated').split('{date}');
  return (
    <p className="last-updated">
      {before}
      <time dateTime={day}>{text}</time>
      {after}
    </p>
  );
}
