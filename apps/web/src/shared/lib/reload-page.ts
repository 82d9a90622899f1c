/** Reloads the page (a module of its own, so tests can replace it). */
export function reloadPage(): void {
  window.location.reload();
}
