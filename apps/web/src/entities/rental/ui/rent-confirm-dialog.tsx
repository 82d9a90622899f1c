import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { useRentLabels } from './use-rent-labels';
import type { RentOption } from '../model/rent-options';
import { ModalDialog } from '@/shared/ui/dialog/modal-dialog';
import styles from '@/shared/ui/dialog/modal-dialog.module.css';

interface RentConfirmDialogProps {
  title: string;
  /** The option to confirm; null keeps the dialog closed. */
  option: RentOption | null;
  currency: string | null;
  renting: boolean;
  onYes: (option: RentOption) => void;
  /** No, Escape or a click outside: back to the chooser. */
  onNo: () => void;
}

/** "Rent {title} in {profile} for {price}?" with Yes and No (catalogue §4, Renting, step 4). */
export function RentConfirmDialog({
  title,
  option,
  currency,
  renting,
  onYes,
  onNo,
}: RentConfirmDialogProps) {
  const { t } = useTranslation();
  const labels = useRentLabels(currency);
  const description = option
    ? t('catalogue.rent.confirmDescription', {
        title,
        profile: option.profile.name,
        term: labels.term(option),
        price: labels.price(option),
      })
    : '';

  return (
    <ModalDialog
      open={option !== null}
      icon="card"
      title={t('catalogue.rent.confirmTitle')}
      description={description}
      onClose={() => {
        if (!renting) onNo();
      }}
    >
      <div className={styles.buttons}>
        <Button variant="secondary" onClick={onNo} disabled={renting}>
          {t('catalogue.rent.no')}
        </Button>
        {/* Disabled while the call runs, so a double click rents once. */}
        <Button onClick={() => option && onYes(option)} disabled={renting}>
          {renting ? t('catalogue.rent.renting') : t('catalogue.rent.yes')}
        </Button>
      </div>
    </ModalDialog>
  );
}
