import { useLayoutEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { useApplyBranding } from '@/features/branding/hooks/use-apply-branding';
import { useAuthorizeOnStart } from '@/features/session/hooks/use-authorize-on-start';
import { useSessionRules } from '@/features/session/hooks/use-session-rules';
import { useDocumentSettings } from '@/shared/settings/document-settings';
import { createScrollKeys } from './scroll-key';

// One key function for the whole visit: it remembers which entries share a page.
const scrollKey = createScrollKeys();

/** Takes away the top bar the HTML painted before the scripts ran (index.html), as the app draws. */
function useRemoveBootShell(): void {
  useLayoutEffect(() => document.getElementById('boot-shell')?.remove(), []);
}

/** The root of every route: branding, display settings, session rules and scroll handling. */
export function RootLayout() {
  useApplyBranding();
  useDocumentSettings();
  useSessionRules();
  useAuthorizeOnStart();
  useRemoveBootShell();
  return (
    <>
      <ScrollRestoration getKey={scrollKey} />
      <Outlet />
    </>
  );
}
