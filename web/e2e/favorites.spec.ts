import { CLIENT_HEADERS, expect, heading, seedSession, test } from './fixtures';

// A signed-in journey against the sandbox: the session comes from the sandbox's own sign-in and is stored as the
// app stores it (until the account screens' sign-in is driven through the UI). The favourite is real state: it
// survives a reload and shows in the favourites list, and removing it takes it out again.
test('a signed-in client adds a favourite, sees it after a reload and in the list, and removes it', async ({ page, request, sandbox }) => {
  const session = await sandbox.signIn();
  // The salon starts as no favourite of theirs (a failed try before a retry may have left it one).
  const reset = await request.delete(`${sandbox.url}/rest/clients-app/v1/favorite-firms/102`, {
    headers: { ...CLIENT_HEADERS, Authorization: `Bearer ${session.accessToken}` },
  });
  expect(reset.ok()).toBe(true);
  await seedSession(page, session);
  const favourite = () => page.getByRole('button', { name: 'В избранное' });

  await page.goto('/salon/102');
  await expect(await heading(page)).toHaveText('Студия маникюра «Лотос»');
  await expect(favourite()).toHaveAttribute('aria-pressed', 'false');
  const added = page.waitForResponse((r) => r.url().endsWith('/favorite-firms/102') && r.request().method() === 'PUT');
  await favourite().click();
  expect((await added).status()).toBe(204);
  await expect(favourite()).toHaveAttribute('aria-pressed', 'true');

  await page.reload();
  await expect(await heading(page)).toHaveText('Студия маникюра «Лотос»');
  await expect(favourite()).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/my/favorites');
  await expect(await heading(page)).toHaveText('Избранное');
  await expect(page.getByRole('link', { name: 'Студия маникюра «Лотос»' }).first()).toBeVisible();

  // The page comes as an anonymous visitor sees it; the heart is the client's once the salon is asked again as theirs.
  await page.goto('/salon/102');
  await expect(favourite()).toHaveAttribute('aria-pressed', 'true');
  const removed = page.waitForResponse((r) => r.url().endsWith('/favorite-firms/102') && r.request().method() === 'DELETE');
  await favourite().click();
  expect((await removed).status()).toBe(204);
  await page.reload();
  await expect(await heading(page)).toHaveText('Студия маникюра «Лотос»');
  await expect(favourite()).toHaveAttribute('aria-pressed', 'false');
});
