import type { ReactNode } from 'react';
import { Icon } from '@/shared/ui/icon';
import styles from './search-page.module.css';

interface SearchNoticeProps {
  /** The heading's id, which names the section. */
  id: string;
  /** The heading's level: h1 when the notice is all the page shows. */
  heading: 'h1' | 'h2';
  title: string;
  children: ReactNode;
}

/** The search page's notice in place of results: the search icon, a heading, what follows. */
export function SearchNotice({ id, heading: Heading, title, children }: SearchNoticeProps) {
  return (
    <section className={styles.notice} aria-labelledby={id}>
      <span className={styles.noticeIcon} aria-hidden="true">
        <Icon name="search" size={36} />
      </span>
      <Heading id={id} className={styles.noticeTitle}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
