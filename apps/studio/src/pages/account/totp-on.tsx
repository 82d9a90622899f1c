import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { studioApi } from '@marquee/contract';
import { studioRequest } from '@/api/studio-api';
import { operatorQuery } from '@/session/operator-query';
import { Button } from '@/ui/button';
import { PasswordCheck } from './password-check';
import styles from './totp-panel.module.css';

interface TotpOnProps {
  onTurnedOff: () => void;
  onNewCodes: (codes: string[]) => void;
}

/** TOTP on: turning it off, or new recovery codes, each after the current password. */
export function TotpOn({ onTurnedOff, onNewCodes }: TotpOnProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<'off' | 'codes'>();
  const turnOff = useMutation({
    mutationFn: (password: string) => studioRequest(studioApi.disableTotp, { body: { password } }),
    onSuccess: (operator) => {
      queryClient.setQueryData(operatorQuery.queryKey, operator);
      onTurnedOff();
    },
  });
  const renew = useMutation({
    mutationFn: (password: string) =>
      studioRequest(studioApi.renewRecoveryCodes, { body: { password } }),
    onSuccess: ({ recovery_codes }) => {
      onNewCodes(recovery_codes);
      void queryClient.invalidateQueries({ queryKey: operatorQuery.queryKey });
    },
  });
  const cancel = () => {
    setAsking(undefined);
    turnOff.reset();
    renew.reset();
    document.getElementById('totp-title')?.focus();
  };

  if (asking) {
    const call = asking === 'off' ? turnOff : renew;
    return (
      <PasswordCheck
        title={asking === 'off' ? t('totp.turnOffTitle') : t('totp.renewTitle')}
        submitLabel={asking === 'off' ? t('totp.turnOff') : t('totp.renew')}
        pending={call.isPending}
        error={call.error}
        onSubmit={(password) => call.mutate(password)}
        onCancel={cancel}
      />
    );
  }
  return (
    <div className={styles.step}>
      <p className={styles.note}>{t('totp.onIntro')}</p>
      <div className={styles.actions}>
        <Button type="button" look="quiet" onClick={() => setAsking('codes')}>
          {t('totp.renew')}
        </Button>
        <Button type="button" look="danger" onClick={() => setAsking('off')}>
          {t('totp.turnOff')}
        </Button>
      </div>
    </div>
  );
}
