import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { Alert } from '@/ui/alert';
import { CallFailed } from '@/ui/call-failed';
import { ChannelForm } from './channel-form';
import { ChannelLogo } from './channel-logo';
import { DeleteChannel } from './delete-channel';
import { LiveFrame, useMayChangeLive } from './live-frame';
import { liveChannelQuery } from './live-queries';

/** /live/channels/new and /live/channels/:id: a new channel's form, or one channel's editor. */
export function ChannelEditorPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  if (id === 'new') {
    return (
      <LiveFrame title={t('live.editor.newTitle')}>
        <Link to="/live/channels">{t('live.editor.back')}</Link>
        <ChannelForm />
      </LiveFrame>
    );
  }
  return <ChannelEditor id={Number(id)} />;
}

function ChannelEditor({ id }: { id: number }) {
  const { t } = useTranslation();
  const mayChange = useMayChangeLive();
  const added = (useLocation().state as { added?: boolean } | null)?.added === true;
  const channel = useQuery(liveChannelQuery(id));
  return (
    <LiveFrame title={t('live.editor.title', { title: channel.data?.title ?? '' })}>
      <Link to="/live/channels">{t('live.editor.back')}</Link>
      {added && <Alert tone="success">{t('live.editor.added')}</Alert>}
      {channel.isPending && <p role="status">{t('app.loading')}</p>}
      {channel.isError && (
        <CallFailed error={channel.error} onRetry={() => void channel.refetch()} />
      )}
      {channel.data && (
        <>
          <ChannelLogo channel={channel.data} />
          <ChannelForm
            key={channel.data.id}
            channel={channel.data}
            actions={mayChange && <DeleteChannel channel={channel.data} />}
          />
        </>
      )}
    </LiveFrame>
  );
}
