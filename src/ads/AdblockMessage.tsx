import { useTranslate } from '@/src/i18n/I18nProvider';

/** Shown to some readers whose blocker hides the network's ad. */
export function AdblockMessage() {
  const t = useTranslate();
  return (
    <div className="ad-display ad-message">
      <span className="ad-body">
        <span className="ad-description">
          <strong>{t('likeMui')}</strong> {t('adblock')} {t('thanks')}{' '}
          <span role="img" aria-hidden="true">
            {t('emojiLove')}
          </span>
        </span>
        <span className="ad-poweredby">{t('adPublisher')}</span>
      </span>
    </div>
  );
}
