import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/api/error-text';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { BrandingEditor } from './branding-editor';
import { useConfiguration } from './get-configuration';
import styles from './branding-page.module.css';

/** The service's branding: its names, logos, colours and modules, with a preview. */
export function BrandingPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const configuration = useConfiguration();
  return (
    <div className={styles.page}>
      <h1>{t('branding.title')}</h1>
      <p className={styles.intro}>{t('branding.intro')}</p>
      {configuration.isPending && <p role="status">{t('app.loading')}</p>}
      {configuration.isError && (
        <div className={styles.failed}>
          <Alert tone="error">{errorText(configuration.error)}</Alert>
          <Button type="button" look="quiet" onClick={() => void configuration.refetch()}>
            {t('app.retry')}
          </Button>
        </div>
      )}
      {configuration.data && <BrandingEditor saved={configuration.data} />}
    </div>
  );
}
