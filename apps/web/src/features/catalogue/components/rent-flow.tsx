import { useEffect, useRef } from 'react';
import type { VodItem } from '@marquee/contract';
import { PinModal } from '@/shared/ui/pin-modal/pin-modal';
import { useRentFlow } from '../hooks/use-rent-flow';
import { RentChooserDialog } from './rent-chooser-dialog';
import { RentConfirmDialog } from './rent-confirm-dialog';

/** A press of a Rent button: each press is a new object. */
export interface RentRequest {
  profileId: number;
}

export interface RentFlowProps {
  item: VodItem;
  /** The latest press of a Rent button; null until the first. */
  request: RentRequest | null;
}

/**
 * The rental sequence behind the Rent buttons (purchase PIN, chooser, confirm, the rent call),
 * started anew by each press. Its code loads with the first press, or when the page is idle.
 */
export function RentFlow({ item, request }: RentFlowProps) {
  const flow = useRentFlow(item);
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
        title={item.title}
        options={flow.options}
        currency={flow.currencyCode}
        selectedKey={step.kind === 'choose' ? step.selectedKey : null}
        priceUnavailable={step.kind === 'choose' && step.priceUnavailable}
        onChoose={flow.choose}
        onCancel={flow.cancel}
      />
      <RentConfirmDialog
        title={item.title}
        option={step.kind === 'confirm' ? step.option : null}
        currency={flow.currencyCode}
        renting={flow.renting}
        onYes={flow.confirm}
        onNo={flow.decline}
      />
    </>
  );
}
