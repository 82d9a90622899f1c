export { checkPin, checkPinMutationOptions, pinKeys, useCheckPin } from './api/check-pin';
export { isPinModalOpen, useIsPinModalOpen, useTrackPinModal } from './model/pin-modal-store';
