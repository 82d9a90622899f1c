import { useEffect, useRef } from 'react';
import { PinModal } from '@/entities/pin/ui/pin-modal';
import { RentChooserDialog } from './rent-chooser-dialog';
import { RentConfirmDialog } from './rent-confirm-dialog';
import { useRentFlow, type Rentable } from './use-rent-flow';

/** A press of a Rent or Unlock button: each press is a new object. */
export interface RentRequest {
  /** The profile whose Rent button was pressed; null for a press that names none. */
  profileId: number | null;
}

export interface RentFlowProps {
  rentable: Rentable;
  /** The latest press; null until the first. */
  request: RentRequest | null;
}

/**
 * The rental sequence behind Rent and Unlock buttons (purchase PIN, chooser, confirm, the rent
 * call), started anew by each press: one flow for films, episodes and channels.
 */
export function RentFlow({ rentable, request }: RentFlowProps) {
  const flow = useRentFlow(rentable);
  const { step } = flow;
  const started = useRef<RentRequest | null>(null);
  useEffect(() => {
    if (!request || request === started.current) return;
    started.current = request;
    flow.start(request.profileId);
  });
  return (
    <>
      <PinModal
        type="purchase"
        open={step.kind === 'purchase-pin'}
        onSuccess={flow.pinAccepted}
        onCancel={flow.cancel}
      />
      <RentChooserDialog
        open={step.kind === 'choose'}
        title={rentable.title}
        options={flow.options}
        currency={flow.currencyCode}
        selectedKey={step.kind === 'choose' ? step.selectedKey : null}
        priceUnavailable={step.kind === 'choose' && step.priceUnavailable}
        onChoose={flow.choose}
        onCancel={flow.cancel}
      />
      <RentConfirmDialog
        title={rentable.title}
        option={step.kind === 'confirm' ? step.option : null}
        currency={flow.currencyCode}
        renting={flow.renting}
        onYes={flow.confirm}
        onNo={flow.decline}
      />
    </>
  );
}
