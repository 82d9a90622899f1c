import { describe, expect, it } from 'vitest';
import { stylesheetSingleton } from './style-singleton';

const lockRules = () =>
  [...document.styleSheets]
    .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
    .filter((rule) => rule.startsWith('body.scroll-locked'));

describe('stylesheetSingleton', () => {
  it('adds the styles with its first user and removes them with its last', () => {
    const sheet = stylesheetSingleton();
    sheet.add('body.scroll-locked { overflow: hidden; }');
    sheet.add('body.scroll-locked { overflow: hidden; }');
    expect(lockRules()).toHaveLength(1);
    sheet.remove();
    expect(lockRules()).toHaveLength(1);
    sheet.remove();
    expect(lockRules()).toHaveLength(0);
  });
});
