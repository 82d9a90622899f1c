import { Outlet, ScrollRestoration } from 'react-router';
import { useApplyBranding } from '@/features/branding/hooks/use-apply-branding';
import { useAuthorizeOnStart } from '@/features/session/hooks/use-authorize-on-start';
import { useSessionRules } from '@/features/session/hooks/use-session-rules';

// Only a change of path scrolls to the top: adding ?play keeps the page where it was.
const scrollKey = (location: { pathname: string }) => location.pathname;

/** The root of every route: branding, session rules and scroll handling. */
export function RootLayout() {
  useApplyBranding();
  useSessionRules();
  useAuthorizeOnStart();
  return (
    <>
      <ScrollRestoration getKey={scrollKey} />
      <Outlet />
    </>
  );
}
