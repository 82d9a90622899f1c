import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { studioApi, type StudioOffer } from '@marquee/contract';
import { studioRequest } from '@/api/studio-api';
import { useErrorText } from '@/api/error-text';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { ConfirmInPlace } from '@/ui/confirm-in-place';
import { Table, numberColumn } from '@/ui/table';
import { titleKeys } from '../title/title-queries';
import styles from '../title/title.module.css';

/** The title's profiles: what each costs and plays, with Edit and Remove. */
export function OffersTable({
  vodId,
  offers,
  currency,
  onEdit,
}: {
  vodId: number;
  offers: StudioOffer[];
  currency: string;
  onEdit: (offer: StudioOffer) => void;
}) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (id: number) => studioRequest(studioApi.deleteTitleOffer, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: titleKeys.offers(vodId) }),
  });
  const money = new Intl.NumberFormat(i18n.language, { style: 'currency', currency });
  const priceText = (offer: StudioOffer) =>
    offer.business_model === 'svod'
      ? t('titleOffers.included')
      : offer.pricing
          .map((entry) =>
            entry.duration === null
              ? t('titleOffers.buyFor', { price: money.format(entry.price) })
              : t('titleOffers.rentFor', {
                  price: money.format(entry.price),
                  count: entry.duration,
                }),
          )
          .join('; ');
  if (offers.length === 0) return <p className={styles.muted}>{t('titleOffers.none')}</p>;
  return (
    <>
      {remove.isError && <Alert tone="error">{errorText(remove.error)}</Alert>}
      <Table
        caption={t('titleOffers.caption')}
        columns={
          <>
            <th scope="col">{t('titleOffers.name')}</th>
            <th scope="col">{t('titleOffers.code')}</th>
            <th scope="col">{t('titleOffers.model')}</th>
            <th scope="col">{t('titleOffers.prices')}</th>
            <th scope="col" className={numberColumn}>
              {t('titleOffers.running')}
            </th>
            <th scope="col">{t('titleOffers.actions')}</th>
          </>
        }
      >
        {offers.map((offer) => (
          <tr key={offer.id}>
            <th scope="row">{offer.name}</th>
            <td>
              <code>{offer.code}</code>
            </td>
            <td>{t(`titleOffers.models.${offer.business_model}`)}</td>
            <td>
              {priceText(offer)}
              {offer.source_url === null && (
                <p className={styles.muted}>{t('titleOffers.playsNothing')}</p>
              )}
            </td>
            <td className={numberColumn}>{offer.active_rentals}</td>
            <td>
              <div className={styles.row}>
                <Button
                  type="button"
                  look="quiet"
                  aria-label={t('titleOffers.editNamed', { name: offer.name })}
                  onClick={() => onEdit(offer)}
                >
                  {t('titleOffers.edit')}
                </Button>
                <ConfirmInPlace
                  id={`remove-offer-${offer.id}`}
                  label={t('titleOffers.remove')}
                  accessibleLabel={t('titleOffers.removeNamed', { name: offer.name })}
                  question={t('titleOffers.removeQuestion', { name: offer.name })}
                  confirmLabel={t('titleOffers.removeConfirm')}
                  busyLabel={t('titleOffers.removing')}
                  busy={remove.isPending}
                  onConfirm={() =>
                    remove.mutateAsync(offer.id).then(
                      () => true,
                      () => false,
                    )
                  }
                />
              </div>
            </td>
          </tr>
        ))}
      </Table>
    </>
  );
}
