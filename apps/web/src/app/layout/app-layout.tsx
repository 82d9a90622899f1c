import { Outlet } from 'react-router';
import { PlayerHost } from '@/features/player/components/player-host';
import { usePlayerStore } from '@/features/player/stores/player-store';
import { useReminderAlerts } from '@/features/reminders/hooks/use-reminder-alerts';
import { TopNav } from './top-nav';
import styles from './app-layout.module.css';

/**
 * The signed-in shell: navigation bar, the page, and the floating player above them; the
 * reminders' timers run while it is up.
 */
export function AppLayout() {
  useReminderAlerts();
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
      <PlayerHost />
    </>
  );
}
