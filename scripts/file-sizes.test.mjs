import { describe, expect, it } from 'vitest';
import { isData, isSource, lengthProblems, longFilesSection } from './file-sizes.mjs';

const readme = (path, text) => () => ({ path, text });

describe('file lengths', () => {
  it('counts code and styles, not locales, generated SQL, declarations or data', () => {
    expect(isSource('apps/web/src/app/app.tsx')).toBe(true);
    expect(isSource('apps/web/src/features/guide/components/guide-grid.module.css')).toBe(true);
    expect(isSource('scripts/test.mjs')).toBe(true);
    expect(isSource('apps/web/src/shared/i18n/locales/pt.ts')).toBe(false);
    expect(isSource('apps/server/drizzle/0001_init.sql')).toBe(false);
    expect(isSource('scripts/lib.d.mts')).toBe(false);
    expect(isSource('apps/server/src/modules/seed/demo-words.json')).toBe(false);
  });

  it('takes a *.data.ts module for data only while it holds no code', () => {
    const words = 'export const colours = [\n  "amber",\n  "teal",\n] as const;\n';
    expect(isData('apps/server/src/modules/intake/seed/demo-words.data.ts', words)).toBe(true);
    expect(isData('apps/server/src/demo-words.data.ts', 'export const pick = () => 1;\n')).toBe(
      false,
    );
    expect(isData('apps/server/src/demo.data.ts', 'export function pick() {}\n')).toBe(false);
    expect(isData('apps/server/src/demo-words.ts', words)).toBe(false);
  });

  it('lets a file reach 300 lines and refuses one of 401 whatever its README says', () => {
    const files = new Map([
      ['apps/server/src/a.ts', 300],
      ['apps/server/src/b.ts', 401],
    ]);
    const why = readme('apps/server/README.md', '## Long files\n- `src/b.ts`: a table.\n');
    expect(lengthProblems(files, why)).toEqual([
      'apps/server/src/b.ts: 401 lines, over 400: split it by concern',
    ]);
  });

  it('takes a file of 301 to 400 lines only when its nearest README says why', () => {
    const files = new Map([['apps/server/src/http/long.ts', 350]]);
    const silent = readme('apps/server/README.md', '# Server\n- `src/http/long.ts`\n');
    expect(lengthProblems(files, silent)).toEqual([
      'apps/server/src/http/long.ts: 350 lines, over 300: split it, or say why under ' +
        '"Long files" in apps/server/README.md (as `src/http/long.ts`: the reason)',
    ]);
    const named = readme(
      'apps/server/README.md',
      '# Server\n\n## Long files\n\n- `src/http/long.ts`: one table of every call.\n\n## Next\n',
    );
    expect(lengthProblems(files, named)).toEqual([]);
  });

  it('reads only the Long files section, and only items that give a reason', () => {
    const text = [
      '- `outside.ts`: not in the section',
      '## Long files',
      '- `with-reason.ts`: the word lists are one table',
      '- `bare.ts`',
      '## Other',
      '- `after.ts`: another section',
    ].join('\n');
    const named = longFilesSection(text);
    expect([...named.keys()]).toEqual(['with-reason.ts', 'bare.ts']);
    expect(named.get('with-reason.ts')).toBe('the word lists are one table');
    const files = new Map([['bare.ts', 310]]);
    expect(lengthProblems(files, readme('README.md', text))).toHaveLength(1);
  });
});
