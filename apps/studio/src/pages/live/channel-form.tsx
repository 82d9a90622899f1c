import { useState, type FormEvent, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { studioApi, type LiveChannelBody, type StudioLiveChannel } from '@marquee/contract';
import { fieldErrorsOf, StudioApiError, studioRequest } from '@/api/studio-api';
import { useErrorText } from '@/api/error-text';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { SelectField } from '@/ui/select-field';
import { TextField } from '@/ui/text-field';
import { ChannelSources } from './channel-sources';
import { ChannelSwitches } from './channel-switches';
import { useMayChangeLive } from './live-frame';
import { liveCategoriesQuery, useLiveChange } from './live-queries';
import { useFieldText } from '@/ui/use-field-text';
import styles from './live.module.css';

const NEW_CHANNEL: LiveChannelBody = {
  title: '',
  number: 0,
  category_ids: [],
  censorship: false,
  require_pin: false,
  catchup: false,
  catchup_days: 0,
  sources: [],
};

const bodyOf = (channel: StudioLiveChannel | undefined): LiveChannelBody =>
  channel
    ? {
        title: channel.title,
        number: channel.number,
        category_ids: channel.category_ids,
        censorship: channel.censorship,
        require_pin: channel.require_pin,
        catchup: channel.catchup,
        catchup_days: channel.catchup_days,
        sources: channel.sources,
      }
    : NEW_CHANNEL;

/** A typed whole number; an empty field is none (NaN, sent as null), never 0. */
const typedNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/**
 * A channel's fields: its name, number, categories, parental control, catch-up and sources.
 * Without `channel` it adds one and opens its editor; `actions` go beside Save.
 */
export function ChannelForm({
  channel,
  actions,
}: {
  channel?: StudioLiveChannel;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mayChange = useMayChangeLive();
  const errorText = useErrorText();
  const categories = useQuery(liveCategoriesQuery());
  const [fields, setFields] = useState(() => bodyOf(channel));
  const [number, setNumber] = useState(channel ? String(channel.number) : '');
  const [days, setDays] = useState(String(channel?.catchup_days ?? 0));
  const save = useLiveChange((body: LiveChannelBody) =>
    channel
      ? studioRequest(studioApi.changeLiveChannel, { params: { id: channel.id }, body })
      : studioRequest(studioApi.createLiveChannel, { body }),
  );
  const fieldText = useFieldText(fieldErrorsOf(save.error));
  const numberTaken =
    save.error instanceof StudioApiError &&
    save.error.notice?.key === 'studioLiveChannelNumberTaken';
  const set = <K extends keyof LiveChannelBody>(key: K, value: LiveChannelBody[K]) =>
    setFields((current) => ({ ...current, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { ...fields, number: typedNumber(number), catchup_days: typedNumber(days) };
    save.mutate(body, {
      onSuccess: (saved) => {
        if (!channel) void navigate(`/live/channels/${saved.id}`, { state: { added: true } });
      },
    });
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
          required
          readOnly={!mayChange}
          error={fieldText('number') ?? (numberTaken ? errorText(save.error) : undefined)}
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
      <ChannelSwitches
        fields={fields}
        days={days}
        daysError={fieldText('catchup_days')}
        upstreamArchive={channel?.upstream_archive ?? false}
        disabled={!mayChange}
        onChange={set}
        onDays={setDays}
      />
      <ChannelSources
        sources={fields.sources}
        disabled={!mayChange}
        error={fieldText('sources')}
        onChange={(sources) => set('sources', sources)}
      />
      {save.isError && !numberTaken && <Alert tone="error">{errorText(save.error)}</Alert>}
      {save.isSuccess && channel && <Alert tone="success">{t('live.editor.saved')}</Alert>}
      {mayChange && (
        <div className={styles.row}>
          <Button disabled={save.isPending}>
            {save.isPending ? t('app.saving') : channel ? t('app.save') : t('live.editor.add')}
          </Button>
          {actions}
        </div>
      )}
    </form>
  );
}
