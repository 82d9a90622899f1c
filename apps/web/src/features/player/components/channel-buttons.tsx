import { useTranslation } from 'react-i18next';
import { IconButton } from '@/shared/ui/icon-button';
import type { ZapDirection } from '@marquee/player-core/channel-zapping';
import { playerIcons } from './player-icons';

interface ChannelButtonsProps {
  /** Channel down and up; absent while the line-up has no other channel. */
  onZap?: (direction: ZapDirection) => void;
  /** Start over the programme on air; absent when there is none or it cannot be. */
  onStartOver?: () => void;
  /** The programmes strip's toggle; absent where no strip can open. */
  onToggleGuide?: () => void;
  guideOpen?: boolean;
  /** Copies a link to the moment playing. */
  onCopyLink?: () => void;
}

/** Channel down and up, Start over, the programmes strip and Copy link. */
export function ChannelButtons(props: ChannelButtonsProps) {
  const { onZap, onStartOver, guideOpen = false, onToggleGuide, onCopyLink } = props;
  const { t } = useTranslation();
  return (
    <>
      {onZap ? (
        <>
          <IconButton
            icon={playerIcons.channelDown}
            label={t('player.channel.down')}
            onClick={() => onZap(-1)}
          />
          <IconButton
            icon={playerIcons.channelUp}
            label={t('player.channel.up')}
            onClick={() => onZap(1)}
          />
        </>
      ) : null}
      {onStartOver ? (
        <IconButton
          icon={playerIcons.startOver}
          label={t('player.channel.startOver')}
          onClick={onStartOver}
        />
      ) : null}
      {onToggleGuide ? (
        <IconButton
          icon={playerIcons.episodes}
          label={t('player.channel.guide')}
          aria-expanded={guideOpen}
          aria-controls="player-programmes"
          onClick={onToggleGuide}
        />
      ) : null}
      {onCopyLink ? (
        <IconButton
          icon={playerIcons.link}
          label={t('player.channel.copyLink')}
          onClick={onCopyLink}
        />
      ) : null}
    </>
  );
}
