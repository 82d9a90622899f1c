/** Shown while the first route module loads: the bare themed page, no flash of content. */
export function BootFallback() {
  return <div aria-busy="true" />;
}
