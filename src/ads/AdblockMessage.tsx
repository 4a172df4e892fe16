import { useFeatureTranslate } from '@/src/i18n/featureStrings';
import { AD_STRINGS } from './strings';

/** Shown to some readers whose blocker hides the network's ad. */
export function AdblockMessage() {
  const t = useFeatureTranslate(AD_STRINGS);
  return (
    <div className="ad-display ad-message">
      <span className="ad-body">
        <span className="ad-description">
          <strong>{t('ad.likeMui')}</strong> {t('ad.adblock')} {t('ad.thanks')}{' '}
          <span role="img" aria-hidden="true">
            {t('ad.emojiLove')}
          </span>
        </span>
        <span className="ad-poweredby">{t('ad.publisher')}</span>
      </span>
    </div>
  );
}
