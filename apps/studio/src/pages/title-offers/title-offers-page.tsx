import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { StudioOffer } from '@marquee/contract';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { CallFailed } from '@/ui/call-failed';
import { TitleHeading } from '../title/title-heading';
import { titleOffersQuery } from '../title/title-queries';
import styles from '../title/title.module.css';
import { OfferForm } from './offer-form';
import { OffersTable } from './offers-table';

/** A title's playback profiles with their prices: listed, added, changed and removed. */
export function TitleOffersPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const offers = useQuery(titleOffersQuery(id));
  // undefined: no form; null: a new profile's; a profile: its own.
  const [editing, setEditing] = useState<StudioOffer | null | undefined>(undefined);
  const [saved, setSaved] = useState(false);
  if (offers.isPending) {
    return (
      <div className={styles.page}>
        <p role="status">{t('app.loading')}</p>
      </div>
    );
  }
  if (offers.isError) {
    return (
      <div className={styles.page}>
        <h1>{t('titleOffers.title')}</h1>
        <CallFailed error={offers.error} onRetry={() => void offers.refetch()} />
      </div>
    );
  }
  const { title, currency } = offers.data;
  return (
    <div className={styles.page}>
      <TitleHeading title={title} page={t('titleOffers.title')} />
      <p className={styles.muted}>{t('titleOffers.intro', { currency })}</p>
      {saved && <Alert tone="success">{t('titleOffers.saved')}</Alert>}
      <OffersTable
        vodId={id}
        offers={offers.data.offers}
        currency={currency}
        onEdit={(offer) => {
          setSaved(false);
          setEditing(offer);
        }}
      />
      {editing === undefined ? (
        <Button
          type="button"
          className={styles.back}
          onClick={() => {
            setSaved(false);
            setEditing(null);
          }}
        >
          {t('titleOffers.add')}
        </Button>
      ) : (
        <OfferForm
          key={editing?.id ?? 'new'}
          vodId={id}
          offer={editing ?? undefined}
          currency={currency}
          onDone={(done) => {
            setSaved(done);
            setEditing(undefined);
          }}
        />
      )}
    </div>
  );
}
