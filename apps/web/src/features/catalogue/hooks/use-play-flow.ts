import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ItemType, type VodItem, type VodProfile } from '@marquee/contract';
import { useCatalogueViewer } from '@/entities/title-card';
import { playTarget } from '@/shared/lib/play-navigation';
import { storage } from '@/shared/storage/storage';
import { notify } from '@/shared/ui/notify';
import { decidePlay } from '../lib/play-decision';
import { useExpiredSubscriptionWarning } from './use-subscription-gate';

/** Where the Play flow stands: nothing open, the parental PIN, or the profile chooser. */
export type PlayStep =
  | { kind: 'idle' }
  | { kind: 'parental-pin' }
  | { kind: 'choose-profile'; profiles: VodProfile[]; pinEntered: boolean };

/**
 * The Play button's five steps (catalogue §4, Playing a movie or episode). Playing adds `?play`
 * with the item, the chosen profile and whether the PIN was entered in navigation state.
 */
export function usePlayFlow(item: VodItem, pinEnteredOnPage: boolean) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { subscriptionExpired } = useCatalogueViewer();
  const warnExpired = useExpiredSubscriptionWarning();
  const [step, setStep] = useState<PlayStep>({ kind: 'idle' });

  const play = (profile: VodProfile, pinEntered: boolean) => {
    setStep({ kind: 'idle' });
    const target = playTarget(item, pathname, pathname, { profileId: profile.id, pinEntered });
    void navigate(target.to, { state: target.state });
  };

  const run = (pinEntered: boolean) => {
    const savedProfile = storage.vodProfile.get();
    const decision = decidePlay(item, { subscriptionExpired, savedProfile, pinEntered });
    switch (decision.kind) {
      case 'subscription-expired':
        warnExpired();
        return;
      case 'not-rented': {
        const episode = item.type === ItemType.episode;
        const notice = t(episode ? 'notices.episodeNotRented' : 'notices.movieNotRented');
        notify(
          'info',
          t('catalogue.play.notRented', { notice, hint: t('notices.rentBeforeWatching') }),
        );
        return;
      }
      case 'ask-parental-pin':
        setStep({ kind: 'parental-pin' });
        return;
      case 'play':
        play(decision.profile, pinEntered);
        return;
      case 'choose-profile':
        setStep({ kind: 'choose-profile', profiles: decision.profiles, pinEntered });
    }
  };

  return {
    step,
    start: () => run(pinEnteredOnPage),
    /** The parental PIN was right: go on with the single or saved profile, or the chooser. */
    pinAccepted: () => run(true),
    /** A profile was picked; `remember` keeps it under `wecast-vod-profile` for next time. */
    choose: (profile: VodProfile, remember: boolean) => {
      if (step.kind !== 'choose-profile') return;
      if (remember) storage.vodProfile.set({ id: profile.id, name: profile.name });
      play(profile, step.pinEntered);
    },
    cancel: () => setStep({ kind: 'idle' }),
  };
}
