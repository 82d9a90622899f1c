import { useTranslation } from 'react-i18next';
import { Icon } from '@/shared/ui/icon';
import type { MyListTitle } from '../model/my-list-cache';
import { useMyListToggle } from './use-my-list-toggle';
import styles from './my-list-card-button.module.css';

/** A title card's My List button: a round plus, a tick while the title is in the list. */
export function MyListCardButton({ title }: { title: MyListTitle }) {
  const { t } = useTranslation();
  const { inList, icon, press } = useMyListToggle(title);
  return (
    <button
      type="button"
      className={styles.button}
      aria-pressed={inList}
      aria-label={t('myList.toggle', { title: title.title })}
      title={t('myList.label')}
      onClick={press}
    >
      <Icon name={icon} size={18} />
    </button>
  );
}
