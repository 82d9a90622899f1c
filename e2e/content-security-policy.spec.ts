import { describeViolations, expect, test } from './fixtures';

test('the policy blocks an injected inline style and a foreign image, and the guard names both', async ({
  page,
  cspGuard,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: /log in/i })).toBeVisible();

  await page.evaluate(() => {
    const style = document.createElement('style');
    style.textContent = 'body { outline: 7px solid red; }';
    document.head.append(style);
    const image = document.createElement('img');
    image.src = 'https://example.invalid/pixel.png';
    document.body.append(image);
  });

  await expect.poll(() => cspGuard.violations.length).toBe(2);
  // Blocked, so it changed nothing.
  expect(await page.evaluate(() => getComputedStyle(document.body).outlineWidth)).not.toBe('7px');
  const message = describeViolations(cspGuard.violations);
  expect(message).toContain('style-src-elem blocked inline on http://127.0.0.1:');
  expect(message).toContain(
    'img-src blocked https://example.invalid/pixel.png on http://127.0.0.1:',
  );

  // Provoked on purpose: what the guard would fail the test with is checked above.
  cspGuard.violations.length = 0;
});
