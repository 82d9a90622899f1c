import { useTranslation } from 'react-i18next';
import type { TvShow, VodItem } from '@marquee/contract';
import { Button } from '@/shared/ui/button';
import { ModalDialog } from '@/shared/ui/dialog/modal-dialog';
import styles from '@/shared/ui/dialog/modal-dialog.module.css';
import { useRateTitle } from '../api/rate-title';
import { StarRating } from './star-rating';

export interface RateDialogProps {
  item: VodItem | TvShow;
  open: boolean;
  onClose: () => void;
}

/**
 * Rates a film, an episode or a TV show (video type 2) with 1 to 5 stars, sent 0.8 s after the
 * click; the dialog closes once the server has answered (catalogue §4, Ratings).
 */
export function RateDialog({ item, open, onClose }: RateDialogProps) {
  const { t } = useTranslation();
  const rate = useRateTitle();

  const submit = (stars: number) =>
    rate.mutate(
      { id: item.id, rating: stars, videoType: item.type, title: item.title },
      { onSettled: onClose },
    );

  return (
    <ModalDialog
      open={open}
      icon="star"
      title={t('catalogue.rate.title', { title: item.title })}
      description={t('catalogue.rate.description')}
      onClose={onClose}
    >
      {open ? <StarRating onSubmit={submit} disabled={rate.isPending} /> : null}
      <p className={styles.description} role="status">
        {rate.isPending ? t('catalogue.rate.sending') : null}
      </p>
      <div className={styles.buttons}>
        <Button variant="secondary" onClick={onClose}>
          {t('catalogue.rate.close')}
        </Button>
      </div>
    </ModalDialog>
  );
}
