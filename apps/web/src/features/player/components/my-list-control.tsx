import { useTranslation } from 'react-i18next';
import type { MyListTitle } from '@/entities/my-list';
import { useMyListToggle } from '@/entities/my-list/ui/use-my-list-toggle';
import { IconButton } from '@/shared/ui/icon-button';

/** The player's My List button: the film playing, or the show of the episode playing. */
export function MyListControl({ title }: { title: MyListTitle }) {
  const { t } = useTranslation();
  const { inList, icon, press } = useMyListToggle(title);
  return <IconButton icon={icon} label={t('myList.label')} aria-pressed={inList} onClick={press} />;
}
