// "Candidates' rights": the accessibility statement, the privacy notice and the cookies page, linked from the
// footer of every page (index.html's static shell), readable signed in or not, in each brand's language.
import type { Page } from '@playwright/test';
import { SECOND_BRAND_URL } from './support/ports';
import { expect, expectAccessible, signIn, test } from './support/fixtures';
import { generatedCandidates } from './support/generated-candidates';
import { PHONES, expectFingerSized, expectFitsThePhone } from './support/phone';

type Language = 'en' | 'fr';

const TITLES = {
  accessibility: { en: 'Accessibility statement', fr: 'Déclaration d’accessibilité' },
  privacy: { en: 'Privacy notice', fr: 'Politique de confidentialité' },
  cookies: { en: 'Cookies and storage', fr: 'Cookies et stockage' },
} as const;
type RightsPage = keyof typeof TITLES;

const BRANDS = {
  northbridge: { origin: '', language: 'en', other: 'fr', email: 'admissions@northbridge.example', phone: null, session: 'sb-localhost-auth-token' },
  lumiere: { origin: SECOND_BRAND_URL, language: 'fr', other: 'en', email: 'admissions@lumiere.example', phone: '+33 1 84 88 00 00', session: 'sb-lumiere-auth-token' },
} as const;

const LANGUAGE_NAMES = { en: 'English', fr: 'Français' } as const;
const BACK = { signedOut: { en: 'Back to sign in', fr: 'Retour à la connexion' }, signedIn: { en: 'Back to the portal', fr: 'Retour au portail' } } as const;
// The domain's DEFAULT_RETENTION (neither brand sets its own).
const RETENTION = { en: /for 5 years, for statistics only/, fr: /pendant 5 ans, uniquement pour des statistiques/ } as const;

const footer = (page: Page) => page.getByRole('contentinfo');

/** Follows the footer's link to a page and checks it: its title and the brand's contact, in the page's language. */
async function openFromFooter(page: Page, name: RightsPage, language: Language, brand: (typeof BRANDS)[keyof typeof BRANDS]) {
  await footer(page).getByRole('link', { name: TITLES[name][language] }).click();
  await expect(page).toHaveURL(new RegExp(`/${name}$`));
  await expect(page.getByRole('heading', { level: 1, name: TITLES[name][language] })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.getByRole('main').getByRole('link', { name: brand.email })).toHaveAttribute('href', `mailto:${brand.email}`);
  if (brand.phone !== null) await expect(page.getByRole('main').getByRole('link', { name: brand.phone })).toHaveAttribute('href', 'tel:+33184880000');
  await expectAccessible(page, `/${name} in ${language}`);
}

/** The EN/FR switch changes the page and the footer, and back. */
async function switchLanguage(page: Page, name: RightsPage, to: Language) {
  await page.getByRole('radio', { name: LANGUAGE_NAMES[to] }).check();
  await expect(page.getByRole('heading', { level: 1, name: TITLES[name][to] })).toBeVisible();
  await expect(footer(page).getByRole('link', { name: TITLES[name][to] })).toBeVisible();
  await expectAccessible(page, `/${name} switched to ${to}`);
}

for (const [id, brand] of Object.entries(BRANDS)) {
  const language = brand.language;
  test.describe(`the rights pages (${id})`, () => {
    test('signed out: the footer of /auth opens each page, in the brand language, with its contact; the switch changes them', async ({ page }) => {
      for (const name of Object.keys(TITLES) as RightsPage[]) {
        await page.goto(`${brand.origin}/auth`);
        await expect(footer(page).getByRole('link')).toHaveCount(3);
        await openFromFooter(page, name, language, brand);
        // Not sent to /auth: a signed-out visitor may read it.
        await expect(page.getByRole('link', { name: BACK.signedOut[language] })).toHaveAttribute('href', '/auth');
        await switchLanguage(page, name, brand.other);
        await switchLanguage(page, name, language);
      }
      await page.goto(`${brand.origin}/privacy`);
      await expect(page.getByRole('listitem').filter({ hasText: RETENTION[language] })).toBeVisible();
      await page.goto(`${brand.origin}/cookies`);
      await expect(page.getByRole('term').filter({ hasText: brand.session })).toBeVisible();
      await expect(page.getByRole('term').filter({ hasText: 'admission.language' })).toBeVisible();
    });

    test('signed in: the footer of the dashboard opens each page, not bounced, and the dashboard is one link away', async ({ page }) => {
      const [email = ''] = await generatedCandidates(1, id === 'northbridge' ? 0 : 1);
      await signIn(page, email, { origin: brand.origin });
      // The signed-in user's language is the brand's (no switch remembered in this browser).
      for (const name of Object.keys(TITLES) as RightsPage[]) {
        await page.goto(`${brand.origin}/`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await openFromFooter(page, name, language, brand);
        await expect(page.getByRole('link', { name: BACK.signedIn[language] })).toHaveAttribute('href', '/');
      }
      await switchLanguage(page, 'cookies', brand.other);
      await page.getByRole('link', { name: BACK.signedIn[brand.other] }).click();
      await expect(page).toHaveURL(/:\d+\/$/);
      await expect(footer(page).getByRole('link', { name: TITLES.privacy[brand.other] })).toBeVisible();
    });
  });
}

test('the footer never moves in view while a page draws (no layout shift from it)', async ({ page }) => {
  await page.addInitScript(() => {
    const shifts: string[] = [];
    (window as unknown as { footerShifts: string[] }).footerShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; sources: { node?: Node }[] }[]) {
        for (const source of entry.sources) if (source.node instanceof Element && source.node.closest('.site-footer')) shifts.push(`${entry.value}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  for (const path of ['/auth', '/privacy', '/accessibility']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/Verifying access/)).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { footerShifts: string[] }).footerShifts), `footer shifts on ${path}`).toEqual([]);
  }
});

for (const phone of PHONES) {
  const brand = phone.width === 360 ? BRANDS.northbridge : BRANDS.lumiere;
  test.describe(`the rights pages on a ${phone.width} px phone`, () => {
    test.use({ viewport: phone, hasTouch: true, isMobile: true });

    test('the footer links are finger-sized, and each page fits the phone', async ({ page }) => {
      await page.goto(`${brand.origin}/auth`);
      for (const name of Object.keys(TITLES) as RightsPage[]) await expectFingerSized(footer(page).getByRole('link', { name: TITLES[name][brand.language] }), `the footer's ${name} link`);
      for (const name of Object.keys(TITLES) as RightsPage[]) {
        await page.goto(`${brand.origin}/${name}`);
        await expect(page.getByRole('heading', { level: 1, name: TITLES[name][brand.language] })).toBeVisible();
        await expectFitsThePhone(page, `/${name}`);
        await expectAccessible(page, `/${name} on a ${phone.width} px phone`);
      }
    });
  });
}
