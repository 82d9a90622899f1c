import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ItemType, type VodItem } from '@marquee/contract';
import { track } from '@/shared/analytics/analytics';
import { useCatalogueViewer } from '@/shared/catalogue/catalogue-viewer';
import { useServerText } from '@/shared/i18n/server-text';
import { notify } from '@/shared/ui/notify';
import { useRentVod } from '@/entities/rental';
import {
  canConfirmRental,
  preselectedRentOption,
  rentOptions,
  rentRequestBody,
  type RentOption,
} from '@/entities/rental';

/** Where the rental stands: Rent button, purchase PIN, chooser, confirm (catalogue §4, Renting). */
export type RentStep =
  | { kind: 'idle' }
  | { kind: 'purchase-pin'; profileId: number }
  | { kind: 'choose'; selectedKey: string | null; priceUnavailable: boolean }
  | { kind: 'confirm'; option: RentOption };

/**
 * The rental sequence after a Rent press (which an expired subscription blocks before it gets
 * here, `RentButtons`): 2. purchase PIN, 3. the rent-profile chooser, 4. the confirm dialog with
 * currency and price (No returns to the chooser), 5. the rent call, after which the profile
 * shows as subscribed.
 */
export function useRentFlow(item: VodItem) {
  const { t } = useTranslation();
  const serverText = useServerText();
  const { currencyCode } = useCatalogueViewer();
  const rent = useRentVod(item.id);
  const [step, setStep] = useState<RentStep>({ kind: 'idle' });
  const options = rentOptions(item.movie_source.profiles);

  const chooser = (selectedKey: string | null) =>
    setStep({ kind: 'choose', selectedKey, priceUnavailable: false });

  const confirm = (option: RentOption) => {
    rent.mutate(rentRequestBody(item.id, option), {
      onSuccess: ({ message, notice }) => {
        setStep({ kind: 'idle' });
        notify(
          'success',
          serverText.text(notice, message) ??
            t('catalogue.rent.rented', { profile: option.profile.name }),
        );
        track(item.type === ItemType.episode ? 'rent_episode' : 'rent_movie', {
          id: item.id,
          title: item.title,
          profile: option.profile.name,
          price: option.price,
          duration: option.pricing?.duration ?? null,
        });
      },
      onError: (error) => {
        chooser(option.key);
        notify('error', serverText.errorText(error) ?? t('errors.requestFailed'));
      },
    });
  };

  return {
    step,
    options,
    currencyCode: currencyCode ?? null,
    renting: rent.isPending,
    start: (profileId: number) => setStep({ kind: 'purchase-pin', profileId }),
    pinAccepted: () => {
      if (step.kind !== 'purchase-pin') return;
      chooser(preselectedRentOption(options, step.profileId)?.key ?? null);
    },
    /** The chooser's Continue: the confirm dialog, shown only when the price can be shown. */
    choose: (option: RentOption) => {
      const quote = {
        currency: currencyCode,
        name: option.profile.name,
        id: option.profile.id,
        price: option.price,
      };
      if (canConfirmRental(quote)) setStep({ kind: 'confirm', option });
      else setStep({ kind: 'choose', selectedKey: option.key, priceUnavailable: true });
    },
    confirm,
    /** No: back to the chooser, on the same option. */
    decline: () => {
      if (step.kind === 'confirm') chooser(step.option.key);
    },
    cancel: () => setStep({ kind: 'idle' }),
  };
}
