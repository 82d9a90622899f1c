import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useErrorText } from '@/api/error-text';
import { operatorQuery } from '@/session/operator-query';
import type { ShellContext } from '@/session/use-operator';
import { useSignedIn } from '@/session/studio-session';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { StudioHeader } from './studio-header';
import { StudioNav } from './studio-nav';
import styles from './operator-shell.module.css';

/**
 * The signed-in console: header, sections and the page. Without a session it sends the operator
 * to the login page, and back here after; an operator on a one-time password goes to their
 * account page until it is changed, as the server refuses everything else until then.
 */
export function OperatorShell() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const location = useLocation();
  const signedIn = useSignedIn();
  const me = useQuery({ ...operatorQuery, enabled: signedIn });

  if (!signedIn) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  if (me.isPending) {
    return (
      <p className={styles.status} role="status">
        {t('app.loading')}
      </p>
    );
  }
  if (me.isError) {
    return (
      <main className={styles.status}>
        <Alert tone="error">{errorText(me.error)}</Alert>
        <Button type="button" look="quiet" onClick={() => void me.refetch()}>
          {t('app.retry')}
        </Button>
      </main>
    );
  }
  const operator = me.data;
  if (operator.must_change_password && location.pathname !== '/account') {
    return <Navigate to="/account" replace />;
  }
  return (
    <div className={styles.shell}>
      <a className={styles.skip} href="#content">
        {t('app.skipToContent')}
      </a>
      <StudioHeader operator={operator} />
      <StudioNav operator={operator} />
      <main id="content" className={styles.content} tabIndex={-1}>
        <Outlet context={{ operator } satisfies ShellContext} />
      </main>
    </div>
  );
}
