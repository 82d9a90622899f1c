import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/text-field';
import styles from './live.module.css';

/** A channel's sources in failover order: added, removed and moved up or down. */
export function ChannelSources({
  sources,
  onChange,
  disabled,
  error,
}: {
  sources: string[];
  onChange: (sources: string[]) => void;
  disabled: boolean;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const [next, setNext] = useState('');
  const move = (from: number, to: number) => {
    const moved = [...sources];
    const [source] = moved.splice(from, 1);
    moved.splice(to, 0, source!);
    onChange(moved);
  };
  return (
    <fieldset className={styles.panel}>
      <legend>{t('live.editor.sources')}</legend>
      <p className={styles.muted}>{t('live.editor.sourcesHint')}</p>
      {sources.length === 0 ? (
        <p>{t('live.editor.noSources')}</p>
      ) : (
        <ol className={styles.sources}>
          {sources.map((url, index) => (
            <li key={url} className={styles.source}>
              <span>
                {index + 1}. {url}
              </span>
              {!disabled && (
                <span className={styles.row}>
                  <Button
                    type="button"
                    look="quiet"
                    disabled={index === 0}
                    aria-label={t('live.editor.up', { number: index + 1 })}
                    onClick={() => move(index, index - 1)}
                  >
                    ↑
                  </Button>
                  <Button
                    type="button"
                    look="quiet"
                    disabled={index === sources.length - 1}
                    aria-label={t('live.editor.down', { number: index + 1 })}
                    onClick={() => move(index, index + 1)}
                  >
                    ↓
                  </Button>
                  <Button
                    type="button"
                    look="danger"
                    onClick={() => onChange(sources.filter((_, at) => at !== index))}
                  >
                    {t('live.editor.remove', { number: index + 1 })}
                  </Button>
                </span>
              )}
            </li>
          ))}
        </ol>
      )}
      {error && <p role="alert">{error}</p>}
      {!disabled && (
        <div className={styles.filters}>
          <TextField
            label={t('live.editor.newSource')}
            type="url"
            maxLength={2000}
            value={next}
            onChange={(event) => setNext(event.target.value)}
          />
          <Button
            type="button"
            look="quiet"
            disabled={next.trim() === '' || sources.includes(next.trim())}
            onClick={() => {
              onChange([...sources, next.trim()]);
              setNext('');
            }}
          >
            {t('live.editor.addSource')}
          </Button>
        </div>
      )}
    </fieldset>
  );
}
