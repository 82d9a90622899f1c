import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ItemType, type TvShow, type VodItem } from '@marquee/contract';
import { Button } from '@/shared/ui/button';
import { loadDialogOnOpen } from '@/shared/ui/dialog/modal-dialog';
import { Icon } from '@/shared/ui/icon';
import type { RateDialogProps } from '@/entities/rating/ui/rate-dialog';
import { useCatalogueViewer } from '@/entities/title-card';
import { hasTrailer, TRAILER_PARAM } from '../lib/trailer';
import { MyListButton } from './my-list-button';
import { PlayButton } from './play-button';
import { RentButtons } from './rent-buttons';
import styles from './details-text.module.css';

// Rating is one click away from the page: its code comes with that click.
const RateDialog = loadDialogOnOpen<RateDialogProps>(() =>
  import('@/entities/rating/ui/rate-dialog').then((module) => module.RateDialog),
);

interface TitleActionsProps {
  item: VodItem | TvShow;
  /** The parental PIN was entered for this title: the player need not ask again. */
  pinEntered: boolean;
}

/**
 * A title's buttons: Play, My List, Trailer, Rate and one "Rent {profile}" per profile the
 * viewer is not subscribed to (catalogue §2). Shows have My List, Rate and Trailer only;
 * episodes no My List; a kids profile rents nothing.
 */
export function TitleActions({ item, pinEntered }: TitleActionsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [rating, setRating] = useState(false);
  const { myList = false, kids = false } = useCatalogueViewer();
  const playable = item.type !== ItemType.show ? item : null;

  const openTrailer = () =>
    void navigate(
      { pathname, search: `?${TRAILER_PARAM}` },
      { state: { item, originRoute: pathname, pinEntered } },
    );

  return (
    <div className={styles.actions}>
      {playable ? <PlayButton item={playable} pinEntered={pinEntered} /> : null}
      {myList && item.type !== ItemType.episode ? <MyListButton title={item} /> : null}
      {hasTrailer(item) ? (
        <Button variant="secondary" className={styles.action} onClick={openTrailer}>
          <Icon name="film" size={20} />
          {t('details.trailer')}
        </Button>
      ) : null}
      <Button variant="secondary" className={styles.action} onClick={() => setRating(true)}>
        <Icon name="star" size={20} />
        {t('details.rate')}
      </Button>
      {playable && !kids ? <RentButtons item={playable} /> : null}
      <RateDialog item={item} open={rating} onClose={() => setRating(false)} />
    </div>
  );
}
