import { useTranslation } from 'react-i18next';
import type { OperatorListItem } from '@marquee/contract';
import { Button } from '@/ui/button';
import { ConfirmInPlace } from '@/ui/confirm-in-place';
import { accessButtonId, type OperatorChanges } from './use-operator-changes';

/** Disabling an operator, after a confirmation (its sessions end at once), or enabling it. */
export function OperatorAccess({
  operator,
  changes,
}: {
  operator: OperatorListItem;
  changes: OperatorChanges;
}) {
  const { t } = useTranslation();
  const { email } = operator;
  const pending = changes.pending?.operator.id === operator.id ? changes.pending.kind : undefined;
  if (operator.disabled_at) {
    return (
      <Button
        id={accessButtonId(operator)}
        type="button"
        look="quiet"
        aria-label={t('operators.enableOf', { email })}
        disabled={pending === 'enable'}
        onClick={() => void changes.run({ kind: 'enable', operator })}
      >
        {pending === 'enable' ? t('operators.enabling') : t('operators.enable')}
      </Button>
    );
  }
  return (
    <ConfirmInPlace
      id={accessButtonId(operator)}
      label={t('operators.disable')}
      accessibleLabel={t('operators.disableOf', { email })}
      question={t('operators.confirmDisable', { email })}
      confirmLabel={t('operators.confirmDisableButton')}
      busyLabel={t('operators.disabling')}
      busy={pending === 'disable'}
      onConfirm={() => changes.run({ kind: 'disable', operator })}
    />
  );
}
