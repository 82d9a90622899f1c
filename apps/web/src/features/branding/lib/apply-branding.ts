import { themeCustomProperties, type Configuration } from '@marquee/contract';

function isColour(value: string): boolean {
  return typeof CSS !== 'undefined' && typeof CSS.supports === 'function'
    ? CSS.supports('color', value)
    : /^#[0-9a-f]{3,8}$/i.test(value);
}

/**
 * Sets the theme colours as CSS custom properties on the root element, made readable first
 * (`readableThemeColours`: a colour that fails WCAG AA contrast becomes a shade that passes, a
 * value that is no colour the default), as the server's first paint does.
 */
export function applyTheme(configuration: Configuration, root: HTMLElement): void {
  for (const [property, value] of themeCustomProperties(configuration)) {
    root.style.setProperty(property, value);
  }
}

/** Points the page's icon link at the configured favicon. */
export function applyFavicon(href: string, doc: Document): void {
  if (!href) return;
  let link = doc.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = doc.createElement('link');
    link.rel = 'icon';
    doc.head.append(link);
  }
  link.href = href;
}

/** Applies title, favicon and theme colours of the remote configuration to the document. */
export function applyBranding(configuration: Configuration, doc: Document = document): void {
  const title = configuration.page_title || configuration.app_name;
  if (title) doc.title = title;
  applyFavicon(configuration.web.favicon, doc);
  applyTheme(configuration, doc.documentElement);
  const themeColour = doc.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (themeColour && isColour(configuration.theme_background_color)) {
    themeColour.content = configuration.theme_background_color;
  }
}
