// Before the app's code has arrived, index.html's shell draws the sign-in page's heading and intro in the page's
// brand and language, where the page then draws them: the intro is the largest text of the French page, and it keeps
// its place and its lines when React takes over (no later, larger paint; no shift).
import type { Page } from '@playwright/test';
import { SECOND_BRAND_URL } from './support/ports';
import { expect, test } from './support/fixtures';

interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** The box of the text inside the visible element `selector` matches (its lines, not its padding). */
const textBox = (page: Page, selector: string): Promise<Box> =>
  page.locator(selector).evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const { x, y, width, height } = range.getBoundingClientRect();
    return { x, y, width, height };
  });

const SIGN_IN_PAGES = [
  {
    brand: 'the first brand, in English',
    url: '/auth',
    heading: 'Welcome to Northbridge Business School',
    intro: 'Sign in with the email address you used to apply. We will email you a sign-in link.',
  },
  {
    brand: 'the second brand, in French',
    url: `${SECOND_BRAND_URL}/auth`,
    heading: "Bienvenue à l'École Lumière",
    intro: "Connectez-vous avec l'adresse e-mail utilisée pour votre candidature. Nous vous enverrons un lien de connexion.",
  },
] as const;

for (const { brand, url, heading, intro } of SIGN_IN_PAGES) {
  for (const viewport of [
    { width: 360, height: 740 },
    { width: 1280, height: 800 },
  ]) {
    test(`the shell of /auth draws the heading and the intro of ${brand} where the page draws them, ${viewport.width} px wide`, async ({ page }) => {
      await page.setViewportSize(viewport);
      // The shell alone: the app's code never arrives.
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.goto(url);
      const shellHeading = 'html .shell-head[data-page="auth"] .shell-heading [data-for]:visible';
      const shellIntro = 'html .shell-head[data-page="auth"] .shell-lead [data-for]:visible';
      await expect(page.locator(shellHeading)).toHaveText(heading);
      await expect(page.locator(shellIntro)).toHaveText(intro);
      const shell = { heading: await textBox(page, shellHeading), intro: await textBox(page, shellIntro) };

      await page.unroute('**/assets/*.js');
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.locator('.shell')).toHaveCount(0);
      const drawn = { heading: await textBox(page, 'h1'), intro: await textBox(page, `p:text-is("${intro}")`) };
      for (const part of ['heading', 'intro'] as const) {
        for (const side of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(shell[part][side] - drawn[part][side]), `${part} ${side}`).toBeLessThanOrEqual(1);
      }
    });
  }
}
