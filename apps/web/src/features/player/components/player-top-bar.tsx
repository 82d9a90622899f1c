import { useTranslation } from 'react-i18next';
import { IconButton } from '@/shared/ui/icon-button';
import styles from './floating-player.module.css';

interface PlayerTopBarProps {
  title: string;
  onClose: () => void;
  hidden?: boolean;
}

/** The player's title and its close button. */
export function PlayerTopBar({ title, onClose, hidden = false }: PlayerTopBarProps) {
  const { t } = useTranslation();
  return (
    <div className={`${styles.topBar} ${hidden ? styles.faded : ''}`}>
      <h2 className={styles.title}>{title}</h2>
      <IconButton icon="close" label={t('player.close')} iconSize={28} onClick={onClose} />
    </div>
  );
}
