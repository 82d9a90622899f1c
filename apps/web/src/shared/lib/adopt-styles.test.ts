import { describe, expect, it } from 'vitest';
import { adoptStyles } from './adopt-styles';

describe('adoptStyles', () => {
  // jsdom has no constructed stylesheets: this is the fallback; Chromium's path runs end to end.
  it('adds the CSS as a stylesheet of the document and takes it away again', () => {
    const remove = adoptStyles('.locked { overflow: hidden; }');
    const rules = () =>
      [...document.styleSheets, ...(document.adoptedStyleSheets ?? [])].flatMap((sheet) =>
        [...sheet.cssRules].map((rule) => rule.cssText),
      );
    const locked = /^\.locked \{ ?overflow: hidden; ?\}$/;
    expect(rules().filter((rule) => locked.test(rule))).toHaveLength(1);
    remove();
    expect(rules().filter((rule) => locked.test(rule))).toHaveLength(0);
  });
});
