import type { ReactNode } from 'react';
import { Table } from '@/ui/table';
import styles from './subscribers.module.css';

/**
 * A part of a subscriber's page: a heading (the section's name, and where the keyboard goes
 * back to after a change in it), its messages, and a table of its rows or a sentence when none.
 */
export function DetailSection({
  id,
  title,
  messages,
  empty,
  columns,
  children,
}: {
  id: string;
  title: string;
  messages?: ReactNode;
  /** The sentence shown instead of the table; undefined when there are rows. */
  empty: string | undefined;
  columns: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} tabIndex={-1}>
        {title}
      </h2>
      {messages}
      {empty ? <p>{empty}</p> : <Table columns={columns}>{children}</Table>}
    </section>
  );
}
