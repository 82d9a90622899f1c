import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperatorListItem } from '@marquee/contract';
import { Button } from '@/ui/button';
import fieldStyles from '@/ui/field.module.css';
import type { OperatorChanges } from './use-operator-changes';
import styles from './operators.module.css';

/**
 * "Edit name" among an operator's actions, which puts a field in its place: Save sends the
 * name (empty is no name), Cancel or Escape in the field goes back. The keyboard goes to the field when
 * it opens and back to "Edit name" when it closes.
 */
export function OperatorName({
  operator,
  changes,
}: {
  operator: OperatorListItem;
  changes: OperatorChanges;
}) {
  const { t } = useTranslation();
  const { email } = operator;
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(operator.name ?? '');
  const closed = useRef(false);
  const fieldId = `operator-name-${operator.id}`;
  const buttonId = `${fieldId}-edit`;
  const saving = changes.pending?.kind === 'rename' && changes.pending.operator.id === operator.id;

  useEffect(() => {
    if (editing) document.getElementById(fieldId)?.focus();
    else if (closed.current) document.getElementById(buttonId)?.focus();
    closed.current = false;
  }, [editing, fieldId, buttonId]);

  const close = () => {
    closed.current = true;
    setEditing(false);
  };
  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (await changes.run({ kind: 'rename', operator, name })) close();
  };

  if (!editing) {
    return (
      <Button
        id={buttonId}
        type="button"
        look="quiet"
        aria-label={t('operators.renameOf', { email })}
        onClick={() => {
          setName(operator.name ?? '');
          setEditing(true);
        }}
      >
        {t('operators.rename')}
      </Button>
    );
  }
  return (
    <form className={styles.nameForm} onSubmit={(event) => void save(event)}>
      <input
        id={fieldId}
        className={fieldStyles.input}
        aria-label={t('operators.nameOf', { email })}
        value={name}
        maxLength={100}
        autoComplete="off"
        onChange={(event) => setName(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') close();
        }}
      />
      <Button type="submit" disabled={saving}>
        {saving ? t('operators.saving') : t('operators.saveName')}
      </Button>
      <Button type="button" look="quiet" onClick={close}>
        {t('operators.cancel')}
      </Button>
    </form>
  );
}
