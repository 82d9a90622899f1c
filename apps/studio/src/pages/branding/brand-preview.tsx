import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { Configuration, ReadableThemeColours } from '@marquee/contract';
import { ColourNotes } from './colour-notes';
import styles from './brand-preview.module.css';

/** The top bar's links, shown when their module is on. */
const NAV = ['home', 'vod', 'channels', 'epg'] as const;
const CARDS = [1, 2, 3];
const SELECTED_CARD = 2;

interface BrandPreviewProps {
  form: Configuration;
  colours: ReadableThemeColours;
  /** Whether the colours are the saved answer's `served` ones or worked out from the form. */
  source: 'served' | 'unsaved';
}

/** A small mock of the subscriber app painted with the colours it will use. */
export function BrandPreview({ form, colours, source }: BrandPreviewProps) {
  const { t } = useTranslation();
  const logo = form.web.logos.medium.trim() || form.web.logos.small.trim();
  const [brokenLogo, setBrokenLogo] = useState<string>();
  const paint = {
    '--preview-background': colours.background,
    '--preview-main': colours.main,
    '--preview-selection': colours.selection,
  } as CSSProperties;
  return (
    <section className={styles.preview} aria-labelledby="branding-preview-title">
      <h2 id="branding-preview-title">{t('branding.previewTitle')}</h2>
      <p className={styles.source}>
        {source === 'served' ? t('branding.previewServed') : t('branding.previewUnsaved')}
      </p>
      <div
        className={styles.app}
        style={paint}
        role="img"
        aria-label={t('branding.previewLabel', { name: form.app_name })}
      >
        <div className={styles.bar}>
          {logo && brokenLogo !== logo && (
            <img className={styles.logo} src={logo} alt="" onError={() => setBrokenLogo(logo)} />
          )}
          <span className={styles.name}>{form.app_name}</span>
          <span className={styles.nav}>
            {NAV.filter((name) => form.web.modules[name]).map((name) => (
              <span key={name}>{t(`branding.previewNav.${name}`)}</span>
            ))}
          </span>
        </div>
        <div className={styles.body}>
          <span className={styles.rowTitle}>{t('branding.previewRow')}</span>
          <span className={styles.cards}>
            {CARDS.map((card) => (
              <span
                key={card}
                className={
                  card === SELECTED_CARD ? `${styles.card} ${styles.selected}` : styles.card
                }
              >
                <span className={styles.cover} />
                <span>{t('branding.previewCard', { number: card })}</span>
                <span className={card === SELECTED_CARD ? styles.accent : styles.muted}>
                  {card === SELECTED_CARD
                    ? t('branding.previewSelected')
                    : t('branding.previewMeta')}
                </span>
              </span>
            ))}
          </span>
          <span className={styles.button}>{t('branding.previewPlay')}</span>
        </div>
      </div>
      <ColourNotes form={form} colours={colours} />
    </section>
  );
}
