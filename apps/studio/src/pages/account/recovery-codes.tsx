import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { CopyStatus } from '@/ui/copy-status';
import { useCopy } from '@/ui/use-copy';
import styles from './totp-panel.module.css';

const FILE_NAME = 'studio-recovery-codes.txt';

/** Saves the codes as a text file, one a line, without sending them anywhere. */
function download(codes: string[]) {
  const url = URL.createObjectURL(new Blob([`${codes.join('\n')}\n`], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = FILE_NAME;
  link.click();
  URL.revokeObjectURL(url);
}

/** The recovery codes, shown this once: copy, download, then done. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const { state, copy } = useCopy();
  // Shown in place of the form that was sent: start reading (and tabbing) from their title.
  useEffect(() => document.getElementById('recovery-title')?.focus(), []);
  return (
    <div className={styles.step}>
      <h3 id="recovery-title" tabIndex={-1}>
        {t('totp.codesTitle')}
      </h3>
      <p className={styles.note}>{t('totp.keepSafe')}</p>
      <ul className={styles.codes} aria-labelledby="recovery-title">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <Button type="button" look="quiet" onClick={() => copy(codes.join('\n'))}>
          {t('totp.copyCodes')}
        </Button>
        <Button type="button" look="quiet" onClick={() => download(codes)}>
          {t('totp.download')}
        </Button>
        <CopyStatus state={state} />
      </div>
      <Button type="button" onClick={onDone}>
        {t('totp.saved')}
      </Button>
    </div>
  );
}
