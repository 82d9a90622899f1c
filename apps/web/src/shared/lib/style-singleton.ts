import { useEffect } from 'react';
import { adoptStyles } from './adopt-styles';

// react-style-singleton's API (react-remove-scroll locks the page's scroll with it under the
// dialogs), built on adoptStyles so that the CSP needs no 'unsafe-inline'. The build puts it
// in that package's place (vite.config.ts).

/** One stylesheet shared by its users: added by the first, removed with the last. */
export function stylesheetSingleton() {
  let users = 0;
  let remove: (() => void) | null = null;
  return {
    add(css: string) {
      if (users === 0) remove = adoptStyles(css);
      users += 1;
    },
    remove() {
      users -= 1;
      if (users === 0 && remove) {
        remove();
        remove = null;
      }
    },
  };
}

/** A hook that holds the shared stylesheet while the calling component is mounted. */
export function styleHookSingleton() {
  const sheet = stylesheetSingleton();
  return (styles: string, isDynamic?: boolean) => {
    // As the original: the styles are read again only when they are marked dynamic.
    const dynamicKey = isDynamic ? styles : false;
    useEffect(() => {
      sheet.add(styles);
      return () => sheet.remove();
      // eslint-disable-next-line react-hooks/exhaustive-deps -- the original's dependencies
    }, [dynamicKey]);
  };
}

/** A component that holds the shared stylesheet while it is mounted. */
export function styleSingleton() {
  const useStyle = styleHookSingleton();
  return function Sheet({ styles, dynamic }: { styles: string; dynamic?: boolean }) {
    useStyle(styles, dynamic);
    return null;
  };
}
