// Whole journeys with the keyboard alone (WCAG 2.1.1, 2.4.3): after every step the focus is checked where the
// step leaves it — a new page's heading, an action's result, the next control — never the page's body.
import type { Locator, Page } from '@playwright/test';
import { ADMIN, nameOf, pickApplication, signInStaff } from './admin/staff';
import { expect, expectAccessible, latestMail, markMailbox, test } from './support/fixtures';
import { pdfFile, textFile } from './support/files';
import { answers } from './support/journeys';
import { isFocused, tabTo } from './support/keyboard';
import { QUIZ_MIN_ANSWER_INTERVAL_MS } from './support/quiz-timing';

/** Signs in on /auth with the emailed 6-digit code, typed; the dashboard's heading then has the focus. */
async function signInByKeyboard(page: Page, email: string): Promise<void> {
  await page.goto('/auth');
  await tabTo(page, page.getByRole('textbox', { name: 'Email address' }));
  const since = await markMailbox(email);
  await page.keyboard.type(email);
  await page.keyboard.press('Enter');
  // Sent: the message that says so has the focus (and is read out).
  await expect(page.getByRole('status').filter({ hasText: `We sent a sign-in link to ${email}` })).toBeFocused();
  const mail = await latestMail(email, since);
  await tabTo(page, page.getByRole('textbox', { name: '6-digit code' }));
  await page.keyboard.type(mail.code);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back!' })).toBeFocused();
}

/** Opens the file chooser with Enter on a focused Browse button and gives it a file. */
async function chooseWithEnter(page: Page, file: ReturnType<typeof pdfFile>): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  await (await chooser).setFiles(file);
}

test('keyboard only, a candidate: sign-in, an upload error, an upload, a delete, the submission', async ({ page }) => {
  await signInByKeyboard(page, 'docs.complete@northbridge.example');

  await tabTo(page, page.getByRole('button', { name: 'Upload Documents' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Documents' })).toBeFocused();

  // One tab stop an empty slot: its Browse button, named with the slot.
  const letters = page.getByRole('region', { name: 'Recommendation letters' });
  const browse = letters.getByRole('button', { name: /^Browse files, File 1/ });
  await tabTo(page, browse, 80);
  await chooseWithEnter(page, textFile());
  // A refused file: the focus on the error, which says why.
  await expect(letters.getByRole('alert')).toContainText('Invalid file type');
  await expect(letters.getByRole('alert').locator('..')).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(browse).toBeFocused();

  await chooseWithEnter(page, pdfFile('letter-from-professor.pdf'));
  // The new file's row.
  await expect(letters.locator('[tabindex="-1"]', { hasText: 'letter-from-professor.pdf' })).toBeFocused();
  await expectAccessible(page, '/documents after a keyboard upload');
  await page.keyboard.press('Tab');
  await expect(letters.getByRole('button', { name: 'Download letter-from-professor.pdf' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(letters.getByRole('button', { name: 'Delete letter-from-professor.pdf' })).toBeFocused();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog', { name: 'Delete document' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(confirm.getByRole('button', { name: 'Delete' })).toBeFocused();
  await page.keyboard.press('Enter');
  // Deleted: the emptied slot's Browse button, not the page.
  await expect(letters.getByText('letter-from-professor.pdf')).toBeHidden();
  await expect(browse).toBeFocused();

  await tabTo(page, page.getByRole('button', { name: 'Submit Documents' }), 40);
  await page.keyboard.press('Enter');
  // Submitted: the notice that everything is sent, then the dashboard's heading.
  await expect(page.locator('[tabindex="-1"]', { has: page.getByText(/^Submitted on /) })).toBeFocused();
  await expect(page).toHaveURL(/:\d+\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back!' })).toBeFocused();
});

/** The Tab stops from `from` (focused first) to `to`, each as its element's tag and accessible label or text. */
async function tabStopsBetween(page: Page, from: Locator, to: Locator, limit = 40): Promise<string[]> {
  await from.focus();
  const stops: string[] = [];
  while (stops.length < limit) {
    await page.keyboard.press('Tab');
    stops.push(
      await page.evaluate(() => {
        const element = document.activeElement as HTMLElement;
        const visible = element.getBoundingClientRect().width > 0 && getComputedStyle(element).visibility !== 'hidden';
        return `${element.tagName}${visible ? '' : ' (hidden)'}: ${element.getAttribute('aria-label') ?? element.textContent?.trim() ?? ''}`;
      }),
    );
    if (await isFocused(to)) return stops;
  }
  throw new Error(`could not reach ${to.toString()} with ${limit} Tabs: ${stops.join(', ')}`);
}

/** How far the focused element's top is below the sticky header's bottom (negative: partly hidden under it). */
const clearanceUnderHeader = (page: Page) =>
  page.evaluate(() => {
    const header = document.querySelector('header');
    const focused = document.activeElement;
    if (header === null || focused === null) throw new Error('no header or no focus');
    const sticky = ['sticky', 'fixed'].includes(getComputedStyle(header).position);
    return focused.getBoundingClientRect().top - (sticky ? Math.max(0, header.getBoundingClientRect().bottom) : 0);
  });

test('keyboard only, /documents: from the nationality to the CV in few Tabs, and nothing focused hides under the sticky header', async ({ page }) => {
  await signInByKeyboard(page, 'docs.incomplete@northbridge.example');
  await tabTo(page, page.getByRole('button', { name: /Upload Documents|View Documents/ }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Documents' })).toBeFocused();

  // From the nationality field to the CV's first slot it was 17 Tabs (a hidden drop-area button a slot). Now the
  // stops are Complete Now, then for each sent file its Download and Delete, and for each empty slot its Browse:
  // every one a visible, named button, none twice (other specs upload to this account, so the count varies: 10 on
  // the seed alone).
  const nationality = page.getByRole('region', { name: 'Nationality' }).getByRole('combobox');
  const cv = page.getByRole('region', { name: 'Curriculum vitae' }).getByRole('button', { name: /^Browse files, File 1/ });
  const stops = await tabStopsBetween(page, nationality, cv);
  for (const stop of stops) expect(stop, stops.join(', ')).toMatch(/^BUTTON: (Complete Now|Download .+|Delete .+|Browse files, File \d+.*)$/);
  expect(new Set(stops).size, stops.join(', ')).toBe(stops.length);
  const files = stops.filter((stop) => stop.startsWith('BUTTON: Download ')).map((stop) => stop.replace('BUTTON: Download ', ''));
  expect(stops.filter((stop) => stop.startsWith('BUTTON: Delete ')).map((stop) => stop.replace('BUTTON: Delete ', ''))).toEqual(files);
  const emptySlots = await page.getByRole('button', { name: /^Browse files, File/ }).count();
  expect(stops.length, stops.join(', ')).toBeLessThanOrEqual(1 + 2 * files.length + emptySlots);
  const forward = stops.length;

  // Back up with Shift+Tab: the page scrolls each focused control into view below the sticky header, not under it.
  await page.setViewportSize({ width: 1280, height: 600 });
  for (let step = 0; step < forward; step += 1) {
    await page.keyboard.press('Shift+Tab');
    expect(await clearanceUnderHeader(page), `Shift+Tab ${step + 1}`).toBeGreaterThanOrEqual(0);
  }
  await expect(nationality).toBeFocused();
});

async function quizCandidate() {
  const fits = (detail: { quiz?: unknown }, listed: { program_name: string }) => /^MSc /.test(listed.program_name) && detail.quiz == null;
  for (const slot of [13, 15, 9, 10]) {
    const found = await pickApplication('IN_PROGRESS', slot, fits).catch(() => null);
    if (found) return found.item;
  }
  throw new Error('no generated candidate with the quiz to start');
}

test('keyboard only, a candidate: the quiz started from the dashboard, a question answered', async ({ page }) => {
  // A generated candidate of its own (slots no other spec takes): a program with the quiz, not started.
  const item = await quizCandidate();
  await signInByKeyboard(page, item.email);

  await tabTo(page, page.getByRole('button', { name: 'Start Quiz' }));
  await page.keyboard.press('Enter');
  const intro = page.getByRole('dialog', { name: 'Admission Test' });
  // The dialog takes the focus (the page behind it is out of reach).
  await expect.poll(() => intro.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  await tabTo(page, intro.getByRole('button', { name: 'Start', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/quiz$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Math Quiz' })).toBeFocused();
  await expect(page.getByText('Question 1 of 20', { exact: true })).toBeVisible();

  // Into the answers (one tab stop), an arrow key chooses, Tab to Submit.
  await tabTo(page, answers(page).first());
  await page.keyboard.press('ArrowDown');
  await expect(answers(page).nth(1)).toBeChecked();
  await expect(answers(page).nth(1)).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Submit' })).toBeFocused();
  await page.waitForTimeout(QUIZ_MIN_ANSWER_INTERVAL_MS + 100);
  await page.keyboard.press('Enter');
  // The next question: its caption has the focus, and the next Tab goes to its answers.
  await expect(page.getByRole('heading', { name: 'Question 2 of 20', exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(answers(page).first()).toBeFocused();
  await expect(page.getByRole('alertdialog', { name: 'Stay on the Screen' })).toHaveCount(0);
});

test('keyboard only, staff: a search, Enter on the row, Set Admissible', async ({ page, context }) => {
  const { item, detail } = await pickApplication('COMPLETE', 14);
  await signInStaff(page, ADMIN);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeFocused();

  await tabTo(page, page.getByRole('searchbox'));
  await page.keyboard.type(item.email);
  const table = page.getByRole('grid', { name: 'Applications' });
  await expect(table.getByRole('row')).toHaveCount(2);
  const row = table.getByRole('row').nth(1);
  await tabTo(page, row);
  // Enter on the row opens the application (in a new tab); its heading has the focus there.
  const opened = context.waitForEvent('page');
  await page.keyboard.press('Enter');
  const application = await opened;
  await expect(application.getByRole('heading', { level: 1, name: nameOf(detail.user) })).toBeFocused();

  const card = application.getByRole('region', { name: 'Update Application Status' });
  await tabTo(application, card.getByRole('button', { name: 'Set Admissible' }), 60);
  await application.keyboard.press('Enter');
  // The candidate is emailed: a confirmation first, Cancel focused; Tab then Enter confirms.
  const confirm = application.getByRole('alertdialog', { name: 'Set this application Admissible?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await application.keyboard.press('Tab');
  await expect(confirm.getByRole('button', { name: 'Set Admissible' })).toBeFocused();
  await application.keyboard.press('Enter');
  // The button goes disabled: the focus goes to the result, the card's new status.
  await expect(card.getByText('Current status: Admissible')).toBeFocused();
  await expect(card.getByRole('button', { name: 'Set Admissible' })).toBeDisabled();
});
