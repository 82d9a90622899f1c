import type { ReactNode } from 'react';
import { Icon, type FeatureIcon, type IconName } from '@/shared/ui/icon';
import styles from './account-section.module.css';

interface AccountSectionProps {
  id: string;
  icon: IconName | FeatureIcon;
  title: string;
  description?: string;
  /** A button or link beside the title. */
  action?: ReactNode;
  children: ReactNode;
}

/** One card of the account area, with its heading; `id` is the target of the section links. */
export function AccountSection({
  id,
  icon,
  title,
  description,
  action,
  children,
}: AccountSectionProps) {
  const titleId = `${id}-title`;
  return (
    <section id={id} className={styles.section} aria-labelledby={titleId}>
      <header className={styles.header}>
        <span className={styles.icon} aria-hidden="true">
          <Icon name={icon} size={22} />
        </span>
        <div className={styles.heading}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {description ? <p className={styles.description}>{description}</p> : null}
        </div>
        {action ? <div className={styles.action}>{action}</div> : null}
      </header>
      <div className={styles.body}>{children}</div>
    </section>
  );
}
