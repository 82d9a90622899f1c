import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Configuration, StudioSession } from '@marquee/contract';
import { DEMO_OPERATORS } from '../apps/server/src/modules/studio/operators/demo-operators';
import { base32Decode, hotp, totpStep } from '../apps/server/src/modules/studio/operators/totp';

type Operator = { email: string; password: string };

const demoOperator = (role: (typeof DEMO_OPERATORS)[number]['role']): Operator => {
  const { email, password } = DEMO_OPERATORS.find((operator) => operator.role === role)!;
  return { email, password };
};

/** The demo operators the server seeds: one of each role, one password. */
export const operators = {
  owner: demoOperator('owner'),
  editor: demoOperator('editor'),
  support: demoOperator('support'),
};

/** Signs in through the console's form, as an operator does, and waits for its sections. */
export async function studioSignIn(page: Page, operator: { email: string; password: string }) {
  await page.goto('/studio/login');
  await page.getByLabel('Email').fill(operator.email);
  await page.getByLabel('Password').fill(operator.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Studio sections' })).toBeVisible();
}

/** A studio session for calls the test makes itself (setting things back after a spec). */
export async function studioToken(request: APIRequestContext, operator: Operator) {
  const response = await request.post('/api/studio/session', { data: operator });
  const answer = (await response.json()) as { data: StudioSession };
  expect(answer.data.token, `studio login of ${operator.email}`).toBeTruthy();
  return answer.data.token;
}

/** The stored configuration, and a way to put it back as it was. */
export async function keepConfiguration(request: APIRequestContext) {
  const token = await studioToken(request, operators.owner);
  const headers = { authorization: `Bearer ${token}` };
  const answer = (await (await request.get('/api/studio/configuration', { headers })).json()) as {
    data: Configuration;
  };
  return {
    before: answer.data,
    restore: async () => {
      const response = await request.put('/api/studio/configuration', {
        headers,
        data: answer.data,
      });
      expect(response.ok(), 'the configuration is put back').toBe(true);
    },
  };
}

/**
 * The authenticator's code for `secret`, `stepsAhead` 30 s steps from now. The server takes a
 * step either side, and refuses a code of a step it already took one in (replay): a login right
 * after set-up uses the next step's code.
 */
export function totpCode(secret: string, stepsAhead = 0): string {
  return hotp(base32Decode(secret), totpStep(new Date()) + stepsAhead);
}
