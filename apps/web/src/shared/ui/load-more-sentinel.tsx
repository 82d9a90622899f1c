import { useEffect, useRef } from 'react';

interface LoadMoreSentinelProps {
  /** Called when the sentinel comes into view, and again while it stays there after a change. */
  onVisible: () => void;
  /** How early it counts as in view, e.g. a row's height before it. */
  rootMargin?: string;
  className?: string;
}

/**
 * An empty element at the end of a growing list that says when the end comes into view
 * (IntersectionObserver), so the list can ask for more. It watches again whenever `onVisible`
 * changes, so a list that still ends on screen after a page came asks for the next one.
 */
export function LoadMoreSentinel({
  onVisible,
  rootMargin = '0px',
  className,
}: LoadMoreSentinelProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onVisible();
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [onVisible, rootMargin]);
  return <div ref={ref} className={className} aria-hidden="true" data-testid="load-more" />;
}
