import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Channel, Programme } from '@marquee/contract';
import { useChannel } from '@/entities/channel';
import { ReminderAction } from '@/entities/reminder';
import { useRentChannel } from '@/entities/rental';
import { RentFlow, type RentRequest } from '@/entities/rental/ui/rent-flow';
import { to } from '@/shared/config/routes';
import { Button } from '@/shared/ui/button';
import { buttonClassName } from '@/shared/ui/button-class';
import { ModalDialog } from '@/shared/ui/dialog/modal-dialog';
import dialogStyles from '@/shared/ui/dialog/modal-dialog.module.css';
import { useGuideFormats } from '../hooks/use-guide-formats';
import { channelAtProgramme, programmeActions } from '../lib/programme-actions';
import styles from './programme-details.module.css';

export interface ProgrammeDetailsDialogProps {
  open: boolean;
  programme: Programme | null;
  channel: Channel | null;
  /** Epoch ms. */
  now: number;
  onClose: () => void;
}

/**
 * A programme's details: title, time, description, category and channel, and its actions by
 * state (`programmeActions`): Watch live, Start over, Watch (catch-up), Unlock (the rent flow),
 * and for a programme still to come Remind me or Cancel reminder.
 * Escape and Backspace (a remote's Back) close it.
 */
export function ProgrammeDetailsDialog(props: ProgrammeDetailsDialogProps) {
  const { open, programme, now, onClose } = props;
  const { t } = useTranslation();
  const formats = useGuideFormats();
  // The channel's details: after an Unlock, they say it is subscribed.
  const detail = useChannel(open && props.channel ? props.channel.id : null, props.channel);
  const channel = detail.data ?? props.channel;
  const rent = useRentChannel(channel?.id ?? 0);
  const [request, setRequest] = useState<RentRequest | null>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      const field = (event.target as HTMLElement | null)?.closest('input, textarea');
      if (event.key !== 'Backspace' || field || event.defaultPrevented) return;
      // Taken: the app's Back does not also leave the page.
      event.preventDefault();
      onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  if (!programme || !channel) return null;
  const start = programme.start_timestamp * 1000;
  const end = programme.end_timestamp * 1000;
  const actions = programmeActions(channel, programme, now);
  const link = (label: string, href: string) => (
    <Link key={label} to={href} className={buttonClassName('primary')}>
      {label}
    </Link>
  );
  return (
    <>
      <ModalDialog
        open={open}
        title={programme.title}
        description={t('guide.details.when', {
          day: formats.date.format(start),
          times: t('guide.times', {
            start: formats.clock.format(start),
            end: formats.clock.format(end),
          }),
          minutes: Math.round((end - start) / 60_000),
        })}
        onClose={onClose}
      >
        <div className={styles.channel}>
          {channel.logo_url ? <img className={styles.logo} src={channel.logo_url} alt="" /> : null}
          <span>
            <span className={styles.label}>{t('guide.details.channel')}</span>
            <span className={styles.channelName}>
              {channel.channel_number} · {channel.title}
            </span>
          </span>
          {programme.category ? (
            <span className={styles.category}>
              <span className={styles.label}>{t('guide.details.category')}</span>
              {programme.category}
            </span>
          ) : null}
        </div>
        <p className={styles.description}>
          {programme.description ?? t('guide.details.noDescription')}
        </p>
        {actions.includes('unlock') ? (
          <p className={styles.note}>{t('guide.details.notRented')}</p>
        ) : null}
        <div className={dialogStyles.buttons}>
          {actions.includes('watchLive')
            ? link(t('guide.details.watchLive'), to.channel(channel.id))
            : null}
          {actions.includes('startOver')
            ? link(t('guide.details.startOver'), channelAtProgramme(channel, programme))
            : null}
          {actions.includes('watch')
            ? link(t('guide.details.watch'), channelAtProgramme(channel, programme))
            : null}
          {actions.includes('unlock') ? (
            <Button onClick={() => setRequest({ profileId: null })}>
              {t('guide.details.unlock')}
            </Button>
          ) : null}
          <ReminderAction programme={programme} channelTitle={channel.title} now={now} />
          <Button variant="secondary" onClick={onClose}>
            {t('guide.details.close')}
          </Button>
        </div>
      </ModalDialog>
      <RentFlow
        rentable={{ title: channel.title, profiles: channel.streaming_profiles, rent }}
        request={request}
      />
    </>
  );
}
