import type { ReactNode } from 'react';
import styles from './table.module.css';

/** The class of a column of numbers, on its header and its cells. */
export const numberColumn = styles.number;

/**
 * A data table that scrolls sideways on narrow screens: `columns` are the header's
 * `<th scope="col">` cells, `children` the body's rows.
 */
export function Table({
  caption,
  columns,
  children,
}: {
  caption?: ReactNode;
  columns: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={styles.wrap}>
      <table className={styles.table}>
        {caption && <caption>{caption}</caption>}
        <thead>
          <tr>{columns}</tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
