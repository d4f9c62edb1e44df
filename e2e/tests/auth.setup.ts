import { expect, test as setup } from '@playwright/test';
import { DEMO, type DemoRole, signInThroughDemoBox } from '../support/auth';

/**
 * Each demo role signed in once, as a visitor does it: /login → the demo box's account →
 * 'Entrar' → 'Login realizado com sucesso!' on /dashboard. The browser's state (the session
 * cookie and the stored user) is kept for the specs that start signed in
 * (`test.use({ storageState: DEMO.<role>.state })`). Nobody signs these sessions out: a spec that
 * logs out signs in on its own.
 */

for (const role of Object.keys(DEMO) as DemoRole[]) {
  const { profile, state, home } = DEMO[role];

  setup(`sign in as the demo ${role}`, async ({ page }) => {
    await signInThroughDemoBox(page, role);
    await expect(page).toHaveURL(home);
    if (home === '/dashboard') await expect(page.getByText(`Perfil: ${profile}`)).toBeVisible();
    else await expect(page.getByRole('heading', { level: 1, name: 'Organizações' })).toBeVisible();
    await page.context().storageState({ path: state });
  });
}
