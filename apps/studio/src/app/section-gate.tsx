import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperator } from '@/session/use-operator';
import { Alert } from '@/ui/alert';
import { SECTIONS, type Section } from './sections';

/** A section's page, for the roles that may open it; others are told why not. */
export function SectionGate({ path, children }: { path: Section['path']; children: ReactNode }) {
  const { t } = useTranslation();
  const operator = useOperator();
  const section = SECTIONS.find((each) => each.path === path);
  if (!section?.roles.includes(operator.role)) {
    return <Alert tone="error">{t('app.notAllowed', { role: t(`roles.${operator.role}`) })}</Alert>;
  }
  return children;
}
