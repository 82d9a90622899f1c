import { useTranslation } from 'react-i18next';
import type { MyListTitle } from '@/entities/my-list';
import { useMyListToggle } from '@/entities/my-list/ui/use-my-list-toggle';
import { Button } from '@/shared/ui/button';
import { Icon } from '@/shared/ui/icon';
import styles from './details-text.module.css';

/** A film's or show's "My List" on its details page: pressed while the title is in the list. */
export function MyListButton({ title }: { title: MyListTitle }) {
  const { t } = useTranslation();
  const { inList, icon, press } = useMyListToggle(title);
  return (
    <Button variant="secondary" className={styles.action} aria-pressed={inList} onClick={press}>
      <Icon name={icon} size={20} />
      {t('myList.label')}
    </Button>
  );
}
