import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { studioApi, type LiveChannelBody, type StudioLiveChannel } from '@marquee/contract';
import { fieldErrorsOf, studioRequest } from '@/api/studio-api';
import { useErrorText } from '@/api/error-text';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { CallFailed } from '@/ui/call-failed';
import { SelectField } from '@/ui/select-field';
import { TextField } from '@/ui/text-field';
import { ChannelSources } from './channel-sources';
import { LiveFrame, useMayChangeLive } from './live-frame';
import { liveCategoriesQuery, liveChannelQuery, useLiveChange } from './live-queries';
import { useFieldText } from '@/ui/use-field-text';
import styles from './live.module.css';

/** One channel's editor: its name, number, categories, parental control, catch-up and sources. */
export function ChannelEditorPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const channel = useQuery(liveChannelQuery(id));
  return (
    <LiveFrame title={t('live.editor.title', { title: channel.data?.title ?? '' })}>
      <Link to="/live/channels">{t('live.editor.back')}</Link>
      {channel.isPending && <p role="status">{t('app.loading')}</p>}
      {channel.isError && (
        <CallFailed error={channel.error} onRetry={() => void channel.refetch()} />
      )}
      {channel.data && <ChannelForm key={channel.data.id} channel={channel.data} />}
    </LiveFrame>
  );
}

const bodyOf = (channel: StudioLiveChannel): LiveChannelBody => ({
  title: channel.title,
  number: channel.number,
  category_ids: channel.category_ids,
  censorship: channel.censorship,
  require_pin: channel.require_pin,
  catchup: channel.catchup,
  catchup_days: channel.catchup_days,
  sources: channel.sources,
});

function ChannelForm({ channel }: { channel: StudioLiveChannel }) {
  const { t } = useTranslation();
  const mayChange = useMayChangeLive();
  const errorText = useErrorText();
  const categories = useQuery(liveCategoriesQuery());
  const [fields, setFields] = useState(() => bodyOf(channel));
  const [number, setNumber] = useState(String(channel.number));
  const [days, setDays] = useState(String(channel.catchup_days));
  const save = useLiveChange((body: LiveChannelBody) =>
    studioRequest(studioApi.changeLiveChannel, { params: { id: channel.id }, body }),
  );
  const fieldText = useFieldText(fieldErrorsOf(save.error));
  const set = <K extends keyof LiveChannelBody>(key: K, value: LiveChannelBody[K]) =>
    setFields((current) => ({ ...current, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ ...fields, number: Number(number), catchup_days: Number(days) });
  };
  return (
    <form onSubmit={submit} className={styles.page} noValidate>
      <div className={styles.panel}>
        <TextField
          label={t('live.editor.name')}
          value={fields.title}
          maxLength={200}
          required
          readOnly={!mayChange}
          error={fieldText('title')}
          onChange={(event) => set('title', event.target.value)}
        />
        <TextField
          label={t('live.editor.number')}
          inputMode="numeric"
          value={number}
          readOnly={!mayChange}
          error={fieldText('number')}
          onChange={(event) => setNumber(event.target.value)}
        />
        <SelectField
          label={t('live.editor.categories')}
          hint={t('live.editor.categoriesHint')}
          multiple
          disabled={!mayChange}
          value={fields.category_ids.map(String)}
          onChange={(event) =>
            set(
              'category_ids',
              [...event.target.selectedOptions].map((option) => Number(option.value)),
            )
          }
        >
          {(categories.data ?? []).map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </SelectField>
      </div>
      <fieldset className={styles.panel}>
        <legend>{t('live.editor.parental')}</legend>
        <label className={styles.row}>
          <input
            type="checkbox"
            checked={fields.censorship}
            disabled={!mayChange}
            onChange={(event) => set('censorship', event.target.checked)}
          />
          {t('live.editor.censorship')}
        </label>
        <label className={styles.row}>
          <input
            type="checkbox"
            checked={fields.require_pin}
            disabled={!mayChange}
            onChange={(event) => set('require_pin', event.target.checked)}
          />
          {t('live.editor.requirePin')}
        </label>
      </fieldset>
      <fieldset className={styles.panel}>
        <legend>{t('live.editor.catchup')}</legend>
        <label className={styles.row}>
          <input
            type="checkbox"
            checked={fields.catchup}
            disabled={!mayChange}
            onChange={(event) => set('catchup', event.target.checked)}
          />
          {t('live.editor.catchupOn')}
        </label>
        <TextField
          label={t('live.editor.catchupDays')}
          hint={t('live.editor.catchupDaysHint')}
          inputMode="numeric"
          value={days}
          readOnly={!mayChange}
          error={fieldText('catchup_days')}
          onChange={(event) => setDays(event.target.value)}
        />
        {channel.upstream_archive && <p className={styles.muted}>{t('live.editor.archiveNote')}</p>}
      </fieldset>
      <ChannelSources
        sources={fields.sources}
        disabled={!mayChange}
        error={fieldText('sources')}
        onChange={(sources) => set('sources', sources)}
      />
      {save.isError && <Alert tone="error">{errorText(save.error)}</Alert>}
      {save.isSuccess && <Alert tone="success">{t('live.editor.saved')}</Alert>}
      {mayChange && (
        <div>
          <Button disabled={save.isPending}>
            {save.isPending ? t('app.saving') : t('app.save')}
          </Button>
        </div>
      )}
    </form>
  );
}
