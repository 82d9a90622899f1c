import { useTranslation } from 'react-i18next';
import type { TitleMedia } from '@marquee/contract';
import { clockDuration } from '../dashboard/format';
import styles from '../title/title.module.css';

/** What the title plays now: its master playlist, its renditions and its length. */
export function NowPlaying({ media }: { media: TitleMedia }) {
  const { t, i18n } = useTranslation();
  const rate = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  return (
    <section className={styles.section} aria-labelledby="now-playing">
      <h2 id="now-playing">{t('titleMedia.nowPlaying')}</h2>
      {media.master_url === null ? (
        <p className={styles.muted}>{t('titleMedia.nothingPlays')}</p>
      ) : (
        <dl className={styles.facts}>
          <dt>{t('titleMedia.masterUrl')}</dt>
          <dd>
            <code>{media.master_url}</code>
          </dd>
          <dt>{t('titleMedia.renditions')}</dt>
          <dd>
            {media.renditions.length === 0
              ? t('titleMedia.unknown')
              : media.renditions
                  .map((rendition) =>
                    t('titleMedia.rendition', {
                      height: rendition.height ?? '?',
                      rate: rate.format((rendition.bandwidth ?? 0) / 1_000_000),
                    }),
                  )
                  .join(', ')}
          </dd>
          <dt>{t('titleMedia.duration')}</dt>
          <dd>
            {media.duration_seconds !== null
              ? clockDuration(media.duration_seconds)
              : media.runtime_minutes !== null
                ? t('titleMedia.runtime', { count: media.runtime_minutes })
                : t('titleMedia.unknown')}
          </dd>
        </dl>
      )}
    </section>
  );
}
