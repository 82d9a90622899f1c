import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@marquee/contract';
import { PinModal } from '@/entities/pin/ui/pin-modal';
import { paths } from '@/shared/config/routes';
import { useServerText } from '@/shared/i18n/server-text';
import { buttonClassName } from '@/shared/ui/button-class';
import { Icon } from '@/shared/ui/icon';
import { useChooseProfile } from '../hooks/use-choose-profile';
import { ProfileTile } from './profile-tile';
import styles from './profile-chooser.module.css';

interface ProfileChooserProps {
  profiles: readonly Profile[];
  /** The profile that starts focused (the last one chosen on this device). */
  preselected: number | null;
  /** "Manage profiles" shows (a kids profile may not change the household's profiles). */
  canManage: boolean;
  onSwitched: () => void;
}

const STEP: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1 };

/**
 * "Who's watching?": the account's profiles as tiles, chosen with one click, tap or Enter; the
 * arrows move between them, Home and End go to the ends. A locked profile asks for its PIN.
 */
export function ProfileChooser({
  profiles,
  preselected,
  canManage,
  onSwitched,
}: ProfileChooserProps) {
  const { t } = useTranslation();
  const serverText = useServerText();
  const tiles = useRef(new Map<number, HTMLButtonElement>());
  const flow = useChooseProfile(onSwitched);

  useEffect(() => {
    if (preselected !== null) tiles.current.get(preselected)?.focus();
  }, [preselected]);

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const buttons = profiles
      .map((profile) => tiles.current.get(profile.id))
      .filter((button): button is HTMLButtonElement => Boolean(button));
    const from = buttons.findIndex((button) => button === document.activeElement);
    if (from < 0) return;
    const rightToLeft = getComputedStyle(event.currentTarget).direction === 'rtl';
    let to: number | null = null;
    if (event.key in STEP) to = from + STEP[event.key]! * (rightToLeft ? -1 : 1);
    else if (event.key === 'Home') to = 0;
    else if (event.key === 'End') to = buttons.length - 1;
    if (to === null || to < 0 || to >= buttons.length) return;
    event.preventDefault();
    buttons[to]!.focus();
  };

  const failure = flow.failure
    ? (serverText.errorText(flow.failure) ?? t('errors.requestFailed'))
    : null;

  return (
    <>
      {failure ? (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      ) : null}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the arrows move between the tiles' buttons */}
      <ul className={styles.tiles} aria-label={t('profiles.list')} onKeyDown={onKeyDown}>
        {profiles.map((profile) => (
          <li key={profile.id}>
            <ProfileTile
              profile={profile}
              preselected={profile.id === preselected}
              disabled={flow.pending}
              onChoose={flow.choose}
              buttonRef={(element) => {
                if (element) tiles.current.set(profile.id, element);
                else tiles.current.delete(profile.id);
              }}
            />
          </li>
        ))}
      </ul>
      {canManage ? (
        <Link to={paths.accountInfo} className={buttonClassName('secondary', false, styles.manage)}>
          <Icon name="tune" size={20} />
          {t('profiles.manage')}
        </Link>
      ) : null}
      <PinModal
        type="parental"
        open={flow.asking !== null}
        title={t('profiles.pinTitle', { name: flow.asking?.name ?? '' })}
        description={t('profiles.pinDescription', { name: flow.asking?.name ?? '' })}
        verify={flow.verify}
        onSuccess={flow.onPinAccepted}
        onCancel={flow.cancelPin}
      />
    </>
  );
}
