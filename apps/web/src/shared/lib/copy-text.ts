/**
 * Copies text to the clipboard: the Clipboard API where the page may use it (a secure context),
 * else a selected, hidden text area and `execCommand('copy')`. True when it was copied.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, not focused): the older way may still work.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    // The only way without the Clipboard API; deprecated but still supported everywhere.
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}
