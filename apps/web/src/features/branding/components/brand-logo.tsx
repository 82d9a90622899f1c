import { useTranslation } from 'react-i18next';
import { useConfiguration } from '@/entities/configuration';
import styles from './brand-logo.module.css';

/** The configured logo (small on narrow screens, medium elsewhere), or the app name. */
export function BrandLogo() {
  const { t } = useTranslation();
  const configuration = useConfiguration();
  if (!configuration) return <span className={styles.logo} aria-hidden="true" />;

  const name = configuration.app_name || t('common.brandFallback');
  const { small, medium } = configuration.web.logos;
  if (!small && !medium) {
    return (
      <span className={styles.logo}>
        <span className={styles.text}>{name}</span>
      </span>
    );
  }
  return (
    <span className={styles.logo}>
      <picture className={styles.picture}>
        {small && medium ? <source media="(max-width: 600px)" srcSet={small} /> : null}
        <img className={styles.image} src={medium || small} alt={name} />
      </picture>
    </span>
  );
}
