import { useLayoutEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { useApplyBranding } from '@/features/branding/hooks/use-apply-branding';
import { useRealtimeSession } from '@/features/session/hooks/use-realtime-session';
import { useDocumentSettings } from '@/shared/settings/document-settings';
import { createScrollKeys } from './scroll-key';
import { useTvNavigation } from './use-tv-navigation';

// One key function for the whole visit: it remembers which entries share a page.
const scrollKey = createScrollKeys();

/** Takes away the top bar the HTML painted before the scripts ran (index.html), as the app draws. */
function useRemoveBootShell(): void {
  useLayoutEffect(() => document.getElementById('boot-shell')?.remove(), []);
}

/**
 * The root of every route: branding, display settings, the session's socket and scroll
 * handling, and TV mode's keys and focus (the session's rules and authorise call start before,
 * in main.tsx).
 */
export function RootLayout() {
  useApplyBranding();
  useDocumentSettings();
  useRealtimeSession();
  useRemoveBootShell();
  useTvNavigation();
  return (
    <>
      <ScrollRestoration getKey={scrollKey} />
      <Outlet />
    </>
  );
}
