import type { CSSProperties } from 'react';
import styles from './skeleton.module.css';

interface SkeletonProps {
  className?: string;
  style?: CSSProperties;
}

/** A placeholder block shown while content loads. */
export function Skeleton({ className, style }: SkeletonProps) {
  return (
    <span
      className={[styles.skeleton, className].filter(Boolean).join(' ')}
      style={style}
      aria-hidden="true"
    />
  );
}
