import { useTranslation } from 'react-i18next';
import type { VodItem } from '@marquee/contract';
import type { ProfileChooserDialogProps } from '@/entities/title/ui/profile-chooser-dialog';
import { Button } from '@/shared/ui/button';
import { loadDialogOnOpen } from '@/shared/ui/dialog/modal-dialog';
import { Icon } from '@/shared/ui/icon';
import { PinModal } from '@/entities/pin/ui/pin-modal';
import { usePlayFlow } from '../hooks/use-play-flow';
import styles from './details-text.module.css';

const ProfileChooserDialog = loadDialogOnOpen<ProfileChooserDialogProps>(
  () =>
    import('@/entities/title/ui/profile-chooser-dialog').then(
      (module) => module.ProfileChooserDialog,
    ),
  (props) => props.profiles !== null,
);

interface PlayButtonProps {
  item: VodItem;
  /** The parental PIN was entered on this page: Play does not ask again. */
  pinEntered: boolean;
}

/** Play, with the parental PIN and the profile chooser in front of the player when needed. */
export function PlayButton({ item, pinEntered }: PlayButtonProps) {
  const { t } = useTranslation();
  const flow = usePlayFlow(item, pinEntered);
  return (
    <>
      <Button onClick={flow.start} className={styles.play}>
        <Icon name="play" size={22} />
        {t('movie.play')}
      </Button>
      <PinModal
        type="parental"
        open={flow.step.kind === 'parental-pin'}
        onSuccess={flow.pinAccepted}
        onCancel={flow.cancel}
      />
      <ProfileChooserDialog
        title={item.title}
        profiles={flow.step.kind === 'choose-profile' ? flow.step.profiles : null}
        onChoose={flow.choose}
        onCancel={flow.cancel}
      />
    </>
  );
}
