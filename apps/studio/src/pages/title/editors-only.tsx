import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperator } from '@/session/use-operator';
import { Alert } from '@/ui/alert';

/** A title page, for owners and editors: the roles its calls let in; others are told why not. */
export function EditorsOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const operator = useOperator();
  if (operator.role !== 'owner' && operator.role !== 'editor') {
    return <Alert tone="error">{t('app.notAllowed', { role: t(`roles.${operator.role}`) })}</Alert>;
  }
  return children;
}
