import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { VodProfile } from '@marquee/contract';
import type { EnvelopeText } from '@/shared/api/api-client';
import { useCatalogueViewer } from '@/entities/title-card';
import { useServerText } from '@/shared/i18n/server-text';
import { notify } from '@/shared/ui/notify';
import {
  canConfirmRental,
  preselectedRentOption,
  rentOptions,
  type RentOption,
} from '../model/rent-options';

/** Where the rental stands: Rent button, purchase PIN, chooser, confirm (catalogue §4, Renting). */
export type RentStep =
  | { kind: 'idle' }
  | { kind: 'purchase-pin'; profileId: number | null }
  | { kind: 'choose'; selectedKey: string | null; priceUnavailable: boolean }
  | { kind: 'confirm'; option: RentOption };

/** What is rented and how: a film's or episode's profiles, or a channel's streaming profiles. */
export interface Rentable {
  title: string;
  profiles: VodProfile[];
  /** The rent call for the chosen option, which also marks it rented in every cached copy. */
  rent: (option: RentOption) => Promise<EnvelopeText>;
  /** After a successful rental (analytics, playing). */
  onRented?: (option: RentOption) => void;
}

/**
 * The rental sequence after a Rent (or Unlock) press, which an expired subscription blocks
 * before it gets here: 2. purchase PIN, 3. the rent-profile chooser, 4. the confirm dialog with
 * currency and price (No returns to the chooser), 5. the rent call, after which the profile
 * shows as subscribed.
 */
export function useRentFlow(rentable: Rentable) {
  const { t } = useTranslation();
  const serverText = useServerText();
  const { currencyCode } = useCatalogueViewer();
  const rent = useMutation({ mutationFn: rentable.rent });
  const [step, setStep] = useState<RentStep>({ kind: 'idle' });
  const options = rentOptions(rentable.profiles);

  const chooser = (selectedKey: string | null) =>
    setStep({ kind: 'choose', selectedKey, priceUnavailable: false });

  const confirm = (option: RentOption) => {
    rent.mutate(option, {
      onSuccess: ({ message, notice }) => {
        setStep({ kind: 'idle' });
        notify(
          'success',
          serverText.text(notice, message) ??
            t('catalogue.rent.rented', { profile: option.profile.name }),
        );
        rentable.onRented?.(option);
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
    /** A press: of a profile's Rent button, or null for one that names no profile (Unlock). */
    start: (profileId: number | null) => setStep({ kind: 'purchase-pin', profileId }),
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
