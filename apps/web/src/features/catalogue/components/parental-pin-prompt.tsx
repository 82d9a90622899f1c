import { useNavigate } from 'react-router';
import { PinModal } from '@/entities/pin/ui/pin-modal';
import { useBackTo } from '../hooks/use-back-to';

/** Cancel returns to the list (films, episodes); `back`: no Cancel, Back returns (shows). */
export type PinExit = 'cancel' | 'back';

interface ParentalPinPromptProps {
  exit: PinExit;
  /** The list the way out leads to. */
  exitPath: string;
  onUnlock: () => void;
}

/** The parental PIN dialog in front of a protected title, with the spec's way out (§4). */
export function ParentalPinPrompt({ exit, exitPath, onUnlock }: ParentalPinPromptProps) {
  const navigate = useNavigate();
  useBackTo(exitPath, exit === 'back');
  const cancel = () => void navigate(exitPath, { replace: true });
  return (
    <PinModal
      type="parental"
      open
      onSuccess={onUnlock}
      onCancel={exit === 'cancel' ? cancel : undefined}
    />
  );
}
