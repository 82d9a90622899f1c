import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { studioApi, type StudioLiveChannel } from '@marquee/contract';
import { studioRequest } from '@/api/studio-api';
import { useErrorText } from '@/api/error-text';
import { Alert } from '@/ui/alert';
import { ConfirmInPlace } from '@/ui/confirm-in-place';
import { liveKeys } from './live-queries';

/**
 * Deletes a channel once confirmed, then goes back to the channels. The list is left before the
 * Live queries are read again, so the deleted channel's own is not asked for.
 */
export function DeleteChannel({ channel }: { channel: StudioLiveChannel }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => studioRequest(studioApi.deleteLiveChannel, { params: { id: channel.id } }),
    onSuccess: async () => {
      await navigate('/live/channels', { state: { deleted: channel.title } });
      await queryClient.invalidateQueries({ queryKey: liveKeys.all });
    },
  });
  return (
    <>
      <ConfirmInPlace
        id={`delete-channel-${channel.id}`}
        label={t('live.editor.delete')}
        accessibleLabel={t('live.editor.deleteTitle', { title: channel.title })}
        question={t('live.editor.deleteConfirm', { title: channel.title })}
        confirmLabel={t('live.editor.delete')}
        busyLabel={t('live.editor.deleting')}
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutateAsync().then(
            () => true,
            () => false,
          )
        }
      />
      {remove.isError && <Alert tone="error">{errorText(remove.error)}</Alert>}
    </>
  );
}
