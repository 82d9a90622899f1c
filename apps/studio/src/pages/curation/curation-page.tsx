import { useTranslation } from 'react-i18next';
import { useOperator } from '@/session/use-operator';
import { RowsPanel } from './rows-panel';
import { SliderPanel } from './slider-panel';
import styles from './curation.module.css';

/**
 * Curation: the home slider (which titles and channels, in which order) and the recommended
 * rows. Owners and editors change them; support reads.
 */
export function CurationPage() {
  const { t } = useTranslation();
  const operator = useOperator();
  const canEdit = operator.role === 'owner' || operator.role === 'editor';
  return (
    <div className={styles.page}>
      <h1>{t('curation.title')}</h1>
      <p className={styles.muted}>{t('curation.intro')}</p>
      {!canEdit && <p>{t('curation.readOnly')}</p>}
      <SliderPanel canEdit={canEdit} />
      <RowsPanel canEdit={canEdit} />
    </div>
  );
}
