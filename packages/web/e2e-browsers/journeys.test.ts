// The core journeys in Debian's Firefox ESR and WebKitGTK, at a desktop and a phone width, against the real local
// backend and the production build: what a browser engine can break (events, focus, keyboard, file inputs, layout
// that hides a control, storage, the content security policy). Every other check stays in the Chromium e2e suite.
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pdfFile } from '../e2e/support/files';
import { QUIZ_MIN_ANSWER_INTERVAL_MS } from '../e2e/support/quiz-timing';
import { openFirefox } from './support/firefox';
import { ENGLISH, FIRST_BRAND_URL, FRENCH, SECOND_BRAND_URL, forgetSessions, resetData, see, seeFocused, seeNo, signIn } from './support/portal';
import type { BrowserName, BrowserSession, Target } from './support/session';
import { ELEMENT_TIMEOUT_MS, VIEWPORTS, type Viewport } from './support/viewport';
import { openWebKit } from './support/webkit';

const OPEN: Record<BrowserName, (viewport: Viewport) => Promise<BrowserSession>> = { firefox: openFirefox, webkit: openWebKit };
const t = ENGLISH.t;
const heading = (name: string): Target => ({ css: 'h1, h2, h3, [role="heading"]', name, exact: true });
const button = (name: string, within?: Target): Target => ({ css: 'button, [role="button"]', name, exact: true, within });

const FAILURE_DIR = 'test-results/browsers';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(Object.keys(OPEN) as BrowserName[])('%s', (browserName) => {
  describe.each(VIEWPORTS)('at $width px ($label)', (viewport) => {
    let session: BrowserSession;

    beforeAll(async () => {
      [, session] = await Promise.all([resetData(), OPEN[browserName](viewport)]);
    });
    afterAll(async () => session?.close());
    beforeEach(async ({ task, onTestFailed }) => {
      // What the page showed when a journey failed: test-results/browsers/<browser>-<width>-<journey>.png.
      onTestFailed(async () => {
        mkdirSync(FAILURE_DIR, { recursive: true });
        const name = `${browserName}-${viewport.width}-${task.name}`.replace(/[^a-z0-9]+/gi, '-').slice(0, 80);
        await session.screenshot(`${FAILURE_DIR}/${name}.png`).catch(() => undefined);
      });
      await forgetSessions(session);
    });

    it('signs in with the emailed link', async () => {
      await signIn(session, 'admissible@northbridge.example', { by: 'link' });
      await see(session, heading(t('dashboard.welcomeBack')));
    });

    it('signs in with the 6-digit code, typed and sent with Enter', async () => {
      await signIn(session, 'rejected@northbridge.example', { by: 'code', submitCode: 'Enter' });
      await see(session, heading(t('dashboard.welcomeBack')));
    });

    it('uploads a document, then deletes it; the focus goes to the emptied slot', async () => {
      await signIn(session, 'docs.incomplete@northbridge.example');
      await session.goto(`${FIRST_BRAND_URL}/documents`);
      await see(session, heading(t('documents.title')));
      const card: Target = { css: 'section, [role="region"]', name: 'Academic transcripts', exact: true };
      const file = pdfFile(`transcript-${browserName}-${viewport.width}.pdf`);
      await session.upload({ css: 'input[type="file"]', hidden: true, within: card }, file);
      const deleteButton = button(`${t('documents.slot.delete')} ${file.name}`, card);
      await see(session, deleteButton);
      // The upload's toast, closed first: on a phone it lies over the confirmation's buttons.
      await session.click(button(t('common.close'), { css: '[role="alertdialog"]', name: t('documents.upload.success') }));

      await session.click(deleteButton);
      const dialog: Target = { css: '[role="alertdialog"]', name: t('documents.delete.title'), exact: true };
      await see(session, dialog);
      await session.click(button(t('documents.slot.delete'), dialog));
      await seeNo(session, deleteButton);
      await seeNo(session, dialog);
      await seeFocused(session, { css: 'button', name: t('documents.slot.browse'), within: card });
    });

    it("starts the quiz from its dialog and gives the first answers, each next question taking the focus", async () => {
      await signIn(session, 'quiz.ready@northbridge.example');
      await session.click(button(t('dashboard.quiz.start')));
      const intro: Target = { css: '[role="dialog"]', name: t('dashboard.quizIntro.title'), exact: true };
      await session.click(button(t('dashboard.quizIntro.start'), intro));
      await seeFocused(session, { css: 'h1', name: t('quiz.title'), exact: true });
      for (const number of [1, 2]) {
        await see(session, heading(t('quiz.questionCaption', { number, count: 20 })));
        // The backend refuses an answer given sooner than this after its question.
        await pause(QUIZ_MIN_ANSWER_INTERVAL_MS + 200);
        // The question's answers: the last radio group (the language switch is one too).
        await session.click({ css: 'label', within: { css: '[role="radiogroup"]', last: true } });
        await session.click(button(t('quiz.submit')));
        await seeFocused(session, heading(t('quiz.questionCaption', { number: number + 1, count: 20 })));
      }
    });

    it('books an admission interview from the status line; the focus goes to the booking', async () => {
      await signIn(session, 'interview.tobook@northbridge.example');
      await session.click({ css: 'a', name: t('dashboard.status.admissible.book'), exact: true });
      await see(session, heading(t('interview.title')));
      // The first free time: its label, inside the free times (the language switch is a radio group too).
      await session.click({ css: 'label', within: { css: '[role="group"]', name: t('interview.freeSlots') } });
      await session.click(button(t('interview.confirm')));
      await seeFocused(session, heading(t('interview.booked.title')));
    });

    it('staff: the list, a search typed into it, one application and a note added to it', async () => {
      await signIn(session, 'admin@northbridge.example');
      await session.goto(`${FIRST_BRAND_URL}/admin`);
      await see(session, heading(t('admin.title')));
      const view = t('admin.table.viewOf', { name: '' });
      // The candidates' names, as their View Application buttons carry them (a table on a desktop, cards on a phone).
      const namesShown = () =>
        session.evaluate(
          (prefix) => [...document.querySelectorAll('button')].map((each) => each.getAttribute('aria-label') ?? '').filter((label) => label.startsWith(prefix)).map((label) => label.slice(prefix.length)),
          view,
        );
      await see(session, { css: 'button', name: view });
      const name = (await namesShown())[0] ?? '';
      const lastName = name.split(' ').at(-1) ?? '';
      expect(lastName).not.toBe('');

      await session.type({ css: 'input', name: t('admin.search.label') }, lastName);
      await expect
        .poll(() => session.currentUrl(), { timeout: ELEMENT_TIMEOUT_MS, message: 'the search in the address' })
        .toContain(`search=${encodeURIComponent(lastName)}`);
      // The count says how many matched, and every one of them is shown.
      await expect
        .poll(async () => session.has({ css: 'main *', name: t('admin.countWithSearch', { count: (await namesShown()).length, search: lastName }), exact: true }), {
          timeout: ELEMENT_TIMEOUT_MS,
          message: 'the count of the candidates found',
        })
        .toBe(true);
      expect(await namesShown()).toContain(name);

      await session.clickToNewTab(button(`${view}${name}`));
      await session.click({ css: '[role="tab"]', name: t('application.notes.tab'), exact: true });
      const field: Target = { css: 'textarea', name: t('application.notes.new') };
      const note = `Called ${name} from ${browserName} at ${viewport.width} px.`;
      await session.type(field, note);
      await session.click(button(t('application.notes.add')));
      await see(session, { css: '[role="status"], [role="alert"], [role="alertdialog"]', name: t('application.notes.added') });
      await see(session, { css: 'li', name: note });
      await seeFocused(session, field);
    });

    it('the second brand in French: its sign-in page and dashboard', async () => {
      const words = FRENCH;
      await session.goto(`${SECOND_BRAND_URL}/auth`);
      await see(session, { css: 'button', name: words.t('auth.send'), exact: true });
      expect(await session.evaluate(() => document.documentElement.lang, null)).toBe('fr');
      await signIn(session, 'documents.fr@lumiere.example', { origin: SECOND_BRAND_URL, words, by: 'link' });
      await see(session, heading(words.t('dashboard.welcomeBack')));
      await session.goto(`${SECOND_BRAND_URL}/documents`);
      await see(session, heading(words.t('documents.title')));
    });
  });
});
