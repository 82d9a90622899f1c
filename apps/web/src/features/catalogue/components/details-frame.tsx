import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ParentalRating } from '@marquee/contract';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { useParentalGate } from '../hooks/use-parental-gate';
import { DetailsLoading } from './details-loading';
import { ParentalPinPrompt, type PinExit } from './parental-pin-prompt';
import styles from './details-hero.module.css';

interface GatedTitle {
  id: number;
  parental_rating: ParentalRating | null;
}

type DetailsQuery<T> = Pick<
  UseQueryResult<T | null>,
  'data' | 'isError' | 'isPlaceholderData' | 'refetch' | 'isFetching'
>;

interface DetailsFrameProps<T extends GatedTitle> {
  /** The route's id; null when it is not a number. */
  id: number | null;
  query: DetailsQuery<T>;
  /** Where a title that cannot be found goes: its list (catalogue §4). */
  missingPath: string;
  /** How the PIN dialog is left: Cancel back to the list, or (shows) only by Back. */
  pinExit: PinExit;
  pinEnteredInState: boolean;
  children: (item: T, pinEntered: boolean) => ReactNode;
}

/**
 * What every details page does around its content (catalogue §4): a loader while loading, the
 * navigation-state copy at once, a redirect to the list when nothing is found, the parental
 * PIN before anything of a protected title shows, a fade when the title changes, and the new
 * average once the title is rated here or in the player.
 */
export function DetailsFrame<T extends GatedTitle>({
  id,
  query,
  missingPath,
  pinExit,
  pinEnteredInState,
  children,
}: DetailsFrameProps<T>) {
  const { t } = useTranslation();
  const item = query.data;
  if (id === null || (item === null && !query.isPlaceholderData)) {
    return <Navigate to={missingPath} replace />;
  }
  if (!item) {
    if (!query.isError) return <DetailsLoading />;
    return (
      <div className={styles.failed}>
        <EmptyState message={t('details.loadFailed')} />
        <Button disabled={query.isFetching} onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  return (
    <GatedDetails
      item={item}
      missingPath={missingPath}
      pinExit={pinExit}
      pinEnteredInState={pinEnteredInState}
    >
      {children}
    </GatedDetails>
  );
}

interface GatedDetailsProps<T extends GatedTitle> {
  item: T;
  missingPath: string;
  pinExit: PinExit;
  pinEnteredInState: boolean;
  children: (item: T, pinEntered: boolean) => ReactNode;
}

function GatedDetails<T extends GatedTitle>({
  item,
  missingPath,
  pinExit,
  pinEnteredInState,
  children,
}: GatedDetailsProps<T>) {
  const gate = useParentalGate(item, pinEnteredInState);
  if (gate.locked) {
    return (
      <>
        <div className={styles.locked} />
        {gate.promptHere ? (
          <ParentalPinPrompt exit={pinExit} exitPath={missingPath} onUnlock={gate.unlock} />
        ) : null}
      </>
    );
  }
  return (
    <article key={item.id} className={`${styles.page} ${styles.fade}`} data-testid="details">
      {children(item, gate.pinEntered)}
    </article>
  );
}
