import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { PlayerHost } from '@/features/player/components/player-host';
import { usePlayerStore } from '@/features/player/stores/player-store';
import { loadTexts } from '@/shared/i18n/i18n';
import { whenIdle } from '@/shared/lib/when-idle';
import { TopNav } from './top-nav';
import styles from './app-layout.module.css';

// The reminders' timers and their texts: nothing on screen waits for them.
const ReminderAlerts = lazy(() =>
  Promise.all([
    import('@/features/reminders/components/reminder-alerts'),
    loadTexts('reminders'),
  ]).then(([module]) => ({ default: module.ReminderAlerts })),
);

/**
 * The signed-in shell: navigation bar, the page, and the floating player above them; the
 * reminders' timers run while it is up, from the first idle moment.
 */
export function AppLayout() {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  const covered = usePlayerStore(
    (state) => state.isPlayerOpened && state.playerSize === 'maximize',
  );
  return (
    <>
      {/* A maximised player covers the page: keep the page out of focus and the a11y tree. */}
      <div inert={covered} aria-hidden={covered || undefined}>
        <TopNav />
        <main id="main" className={styles.main} tabIndex={-1}>
          <Outlet />
        </main>
      </div>
      {/* The player is a layer of its own: focus in it is not the page's to remember. */}
      <div data-focus-layer="">
        <PlayerHost />
      </div>
      {idle && (
        <Suspense fallback={null}>
          <ReminderAlerts />
        </Suspense>
      )}
    </>
  );
}
