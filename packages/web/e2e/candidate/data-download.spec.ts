// "Download my data", in both brands: the account menu's button gives one zip whose files hold this
// candidate's account, applications and documents, and nothing of anyone else's. Read-only accounts: no other spec
// changes what these two hold while this one reads.
import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, signIn } from '../support/fixtures';
import { SECOND_BRAND_URL } from '../support/ports';

const BRANDS = [
  {
    school: 'Northbridge (English)', email: 'docs.submitted@northbridge.example', origin: '', label: 'Download my data', preparing: 'Preparing your data…', menu: 'Account',
    summary: { lang: 'en', title: 'Your data at Northbridge Business School', status: 'Submitted: the admissions team is reviewing it' },
  },
  {
    school: 'École Lumière (French)', email: 'soumis.fr@lumiere.example', origin: SECOND_BRAND_URL, label: 'Télécharger mes données', preparing: 'Préparation de vos données…', menu: 'Compte',
    summary: { lang: 'fr', title: "Vos données à l'École Lumière", status: 'Transmise\u00a0: le service des admissions l’étudie' },
  },
] as const;
const OTHER_CANDIDATES = ['docs.incomplete@northbridge.example', 'candidate.fr@lumiere.example', 'quiz.done@northbridge.example'];
const PDF = [0x25, 0x50, 0x44, 0x46];
const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47];
/**
 * Each word of a table cell that lies on more than one line: a run of text between spaces or <wbr>s, a hyphen ending
 * a word ('e-' of 'e-mail' may end a line, as in print).
 */
const wordsSplitInCells = (page: Page) =>
  page.evaluate(() => {
    const split: string[] = [];
    const range = document.createRange();
    for (const cell of document.querySelectorAll('th, td')) {
      if (cell.getClientRects().length === 0) continue;
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        let start = 0;
        for (const word of text.split(/(?<=-)|\s/)) {
          const tops = new Set<number>();
          for (let index = start; index < start + word.length; index += 1) {
            range.setStart(node, index);
            range.setEnd(node, index + 1);
            const box = range.getBoundingClientRect();
            if (box.width > 0) tops.add(Math.round(box.top));
          }
          if (tops.size > 1) split.push(word);
          start += word.length + (word.endsWith('-') ? 0 : 1);
        }
      }
    }
    return split;
  });
const startsWith = (bytes: Uint8Array, signature: readonly number[]) => signature.every((byte, index) => bytes[index] === byte);

for (const brand of BRANDS) {
  test(`${brand.school}: the account menu downloads my data as one archive of my own records`, async ({ page }) => {
    await signIn(page, brand.email, { origin: brand.origin });
    const button = page.getByRole('button', { name: brand.label });
    const menu = page.getByRole('button', { name: brand.menu, expanded: false });
    if (await menu.isVisible()) await menu.click();
    await expect(button).toBeVisible();
    await expectAccessible(page, `the dashboard with the account controls (${brand.school})`);

    // By keyboard: the button keeps the focus while the archive is prepared and after it is handed over.
    await button.focus();
    const downloading = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    const download = await downloading;
    await expect(button).toBeFocused();
    await expect(button).toHaveText(brand.label);
    expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.zip$/);

    const files = unzipSync(await readFile(await download.path()));
    const names = Object.keys(files);
    expect(names).toEqual(expect.arrayContaining(['profile.json', 'applications.json', 'nationalities-and-disability.json']));
    const text = (name: string) => strFromU8(files[name] ?? new Uint8Array());
    expect(JSON.parse(text('profile.json'))).toMatchObject({ email: brand.email });
    const applications = JSON.parse(text('applications.json')) as { program: { name: string } }[];
    expect(applications.length).toBeGreaterThan(0);
    // Every document they uploaded, as a real file under its own name.
    const documents = names.filter((name) => name.startsWith('documents/'));
    expect(documents.length).toBeGreaterThan(0);
    for (const name of documents) {
      const bytes = files[name] ?? new Uint8Array();
      expect(startsWith(bytes, PDF) || startsWith(bytes, JPEG) || startsWith(bytes, PNG), `${name} is a PDF, JPEG or PNG`).toBe(true);
    }
    // Nothing of anyone else's.
    const everything = Object.values(files).map((file) => strFromU8(file, true)).join('\n');
    for (const other of OTHER_CANDIDATES) expect(everything).not.toContain(other);

    // The readable page beside the JSON files, in the candidate's language, opened as a browser would open it.
    const summary = await page.context().newPage();
    await summary.setContent(text('summary.html'));
    await expect(summary.locator('html')).toHaveAttribute('lang', brand.summary.lang);
    await expect(summary.getByRole('heading', { level: 1 })).toHaveText(brand.summary.title);
    await expect(summary.getByRole('cell', { name: brand.summary.status, exact: true })).toBeVisible();
    await expect(summary.locator('script')).toHaveCount(0);
    await expectAccessible(summary, `the summary of the data download (${brand.school})`);
    // On a phone: no word of any cell wraps in its middle (a file name only after a '/', '_', '.' or '-'), and the
    // page does not scroll sideways.
    for (const width of [320, 390]) {
      await summary.setViewportSize({ width, height: 800 });
      expect(await wordsSplitInCells(summary), `words split at ${width} px (${brand.school})`).toEqual([]);
      const { scrollWidth, clientWidth } = await summary.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
      expect(scrollWidth, `the summary scrolls sideways at ${width} px`).toBeLessThanOrEqual(clientWidth);
    }
    await summary.close();
  });
}
