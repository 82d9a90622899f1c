import { useTranslation } from 'react-i18next';
import { Outlet, useOutletContext } from 'react-router';
import { useOperator } from '@/session/use-operator';
import { Alert } from '@/ui/alert';
import { SECTIONS, type Section } from './sections';

/**
 * A section's pages (the layout route they are children of), for the roles that may open them;
 * others are told why not. The pages get the shell's context, the signed-in operator, as if
 * they were its own children.
 */
export function SectionGate({ path }: { path: Section['path'] }) {
  const { t } = useTranslation();
  const operator = useOperator();
  const shell = useOutletContext();
  const section = SECTIONS.find((each) => each.path === path);
  if (!section?.roles.includes(operator.role)) {
    return <Alert tone="error">{t('app.notAllowed', { role: t(`roles.${operator.role}`) })}</Alert>;
  }
  return <Outlet context={shell} />;
}
