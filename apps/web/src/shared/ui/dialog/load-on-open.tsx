import { Suspense, lazy, useState, type ComponentType } from 'react';

/**
 * A dialog whose code loads the first time it opens: until then it renders nothing and costs
 * no download. Once opened it stays mounted, so closing still animates and hands focus back.
 * `isOpen` reads the open flag from the props (`props.open` unless told).
 */
export function loadOnOpen<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean = (props) => (props as { open?: boolean }).open === true,
): ComponentType<P> {
  const Loaded = lazy(() => load().then((component) => ({ default: component })));
  function LoadOnOpen(props: P) {
    const open = isOpen(props);
    const [opened, setOpened] = useState(open);
    if (open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return LoadOnOpen;
}
