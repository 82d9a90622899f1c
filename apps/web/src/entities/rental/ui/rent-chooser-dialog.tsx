import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { useRentLabels } from './use-rent-labels';
import type { RentOption } from '../model/rent-options';
import { ModalDialog } from '@/shared/ui/dialog/modal-dialog';
import styles from '@/shared/ui/dialog/modal-dialog.module.css';

interface RentChooserDialogProps {
  open: boolean;
  title: string;
  options: RentOption[];
  currency: string | null;
  /** The option the chooser starts on (a single pricing option is preselected). */
  selectedKey: string | null;
  priceUnavailable: boolean;
  onChoose: (option: RentOption) => void;
  onCancel: () => void;
}

/** The rent-profile chooser: each rentable profile with each of its prices (catalogue §4). */
export function RentChooserDialog({ open, title, onCancel, ...choice }: RentChooserDialogProps) {
  const { t } = useTranslation();
  return (
    <ModalDialog
      open={open}
      icon="card"
      title={t('catalogue.rent.chooseTitle', { title })}
      description={t('catalogue.rent.chooseDescription')}
      onClose={onCancel}
    >
      {open ? <RentChoice key={choice.selectedKey} onCancel={onCancel} {...choice} /> : null}
    </ModalDialog>
  );
}

function RentChoice({
  options,
  currency,
  selectedKey,
  priceUnavailable,
  onChoose,
  onCancel,
}: Omit<RentChooserDialogProps, 'open' | 'title'>) {
  const { t } = useTranslation();
  const labels = useRentLabels(currency);
  const [chosenKey, setChosenKey] = useState(selectedKey);
  const chosen = options.find((option) => option.key === chosenKey) ?? null;

  return (
    <form
      className={styles.body}
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen) onChoose(chosen);
      }}
    >
      <fieldset className={styles.options}>
        <legend className={styles.legend}>{t('catalogue.rent.options')}</legend>
        {options.map((option) => (
          <label key={option.key} className={styles.option}>
            <input
              type="radio"
              name="rent-option"
              value={option.key}
              checked={option.key === chosenKey}
              onChange={() => setChosenKey(option.key)}
            />
            {t('catalogue.rent.option', {
              profile: option.profile.name,
              term: labels.term(option),
              price: labels.price(option),
            })}
          </label>
        ))}
      </fieldset>
      {priceUnavailable && chosen?.key === selectedKey ? (
        <p className={styles.error} role="alert">
          {t('catalogue.rent.priceUnavailable')}
        </p>
      ) : null}
      <div className={styles.buttons}>
        <Button variant="secondary" onClick={onCancel}>
          {t('catalogue.rent.cancel')}
        </Button>
        <Button type="submit" disabled={!chosen}>
          {t('catalogue.rent.next')}
        </Button>
      </div>
    </form>
  );
}
