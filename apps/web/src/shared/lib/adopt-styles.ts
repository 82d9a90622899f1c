/**
 * Applies CSS to the document as a constructed stylesheet and returns what removes it again.
 * Libraries that would add a `<style>` element (sonner, the dialogs' scroll lock) go through
 * this instead: a stylesheet built through CSSOM is not an inline style, so the page's CSP
 * needs no 'unsafe-inline' for it. Where constructed stylesheets are missing, a `<style>`
 * element is the fallback, which such a policy blocks: only those styles are lost.
 */
export function adoptStyles(css: string, doc: Document = document): () => void {
  if ('adoptedStyleSheets' in doc && typeof CSSStyleSheet.prototype.replaceSync === 'function') {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
    return () => {
      doc.adoptedStyleSheets = doc.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
    };
  }
  const element = doc.createElement('style');
  element.textContent = css;
  doc.head.append(element);
  return () => element.remove();
}
