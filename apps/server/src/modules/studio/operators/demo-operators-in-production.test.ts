import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operators } from '../../../db/schema.js';
import { bearer, studioCalls } from '../../../test/studio-calls.js';
import { createTestApp, createTwinApp, type TestApp } from '../../../test/test-app.js';
import { DEMO_OPERATOR, DEMO_OPERATORS } from './demo-operators.js';
import { seedDemoOperators } from './operator-accounts.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  await seedDemoOperators(t.database.db);
});
afterAll(() => t.close());

async function mustChange(): Promise<Record<string, boolean>> {
  const rows = await t.database.db
    .select({ email: operators.email, mustChangePassword: operators.mustChangePassword })
    .from(operators);
  return Object.fromEntries(rows.map((row) => [row.email, row.mustChangePassword]));
}

describe('the demo operators', () => {
  it('keep their password as it is on the demo (PGlite), even with NODE_ENV=production', async () => {
    const demo = await createTwinApp(t, { production: true }, { shared: false });
    try {
      await demo.app.ready();
      const session = await studioCalls({ ...t, call: demo.call }).session(
        DEMO_OPERATOR.email,
        DEMO_OPERATOR.password,
      );
      expect(session.operator.must_change_password).toBe(false);
      expect(Object.values(await mustChange())).not.toContain(true);
    } finally {
      await demo.close();
    }
  });

  it('must choose a new password in production on a shared database, while it is the demo one', async () => {
    const studio = studioCalls(t);
    const [owner, editor, support] = DEMO_OPERATORS;
    // The editor chose its own password already: it is left alone.
    const editorSession = await studio.session(editor.email, editor.password);
    await studio.changePassword(editorSession.token, editor.password, 'the editor chose this');

    const production = await createTwinApp(t, { production: true }, { shared: true });
    try {
      await production.app.ready();
      expect(await mustChange()).toEqual({
        [owner.email]: true,
        [editor.email]: false,
        [support.email]: true,
      });
      const calls = studioCalls({ ...t, call: production.call });
      const session = await calls.session(owner.email, owner.password);
      expect(session.operator.must_change_password).toBe(true);
      const refused = await production.call({
        url: '/api/studio/dashboard',
        headers: bearer(session.token),
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().notice).toEqual({ key: 'studioPasswordChangeRequired' });
      await calls.changePassword(session.token, owner.password, 'the owner chose this');
    } finally {
      await production.close();
    }

    // The next start flags only the one still on the demo password.
    const again = await createTwinApp(t, { production: true }, { shared: true });
    try {
      await again.app.ready();
      expect(await mustChange()).toEqual({
        [owner.email]: false,
        [editor.email]: false,
        [support.email]: true,
      });
    } finally {
      await again.close();
    }
  });
});
