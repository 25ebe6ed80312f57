import type { AdminApplicationDetail, AdminDocument } from '@admission/domain';
import { test } from '../support/fixtures';
import { BACKEND_PORT } from '../support/ports';
import { ADMIN, AGENT, expect, expectAccessibleStaffPage, listApplications, nameOf, pickApplication, signInStaff } from './staff';

const READ_ONLY_SLOT = 0;
const complete = (detail: AdminApplicationDetail) => detail.quiz != null && detail.payers.length > 0 && Boolean(detail.user.hubspot_contact_id);
const byType = (documents: readonly AdminDocument[], type: string) => {
  const found = documents.find((document) => document.content?.content_type === type);
  if (!found) throw new Error(`no ${type} document`);
  return found;
};

test.describe('/application/{id} (first brand)', () => {
  test.describe.configure({ timeout: 120_000 });

  test('agent: a candidate none of whose programs has the quiz: the quiz tab says there is no time to extend, with no form', async ({ page }) => {
    // Read only: docs.submitted@'s one application (Bachelor in Management, no quiz).
    const { items } = await listApplications('all', 'docs.submitted@northbridge.example');
    const [item] = items;
    if (item === undefined) throw new Error('no application of docs.submitted@');
    await signInStaff(page, AGENT);
    await page.goto(`/application/${item.deal_id}`);
    await page.getByRole('tab', { name: /^Quiz Results/ }).click();
    const accommodation = page.getByRole('region', { name: 'Quiz accommodation' });
    await expect(accommodation).toContainText("None of this candidate's programs has the math quiz: there is no quiz time to extend.");
    await expect(accommodation.getByRole('textbox')).toHaveCount(0);
    await expect(accommodation.getByRole('button')).toHaveCount(0);
    await expectAccessibleStaffPage(page, '/application/{id}, quiz tab of a candidate without the quiz');
  });

  test('admin: candidate, program, documents with PDF and image previews and download, quiz results, finances', async ({ page, context }) => {
    const { item, detail, documents } = await pickApplication('COMPLETE', READ_ONLY_SLOT, complete);
    const pdf = byType(documents, 'application/pdf');
    const png = byType(documents, 'image/png');
    await signInStaff(page, ADMIN);
    await page.goto(`/application/${item.deal_id}`);

    await expect(page.getByRole('heading', { level: 1, name: nameOf(detail.user) })).toBeVisible();
    await expect(page.getByText(detail.program.name).first()).toBeVisible();
    const candidate = page.getByRole('region', { name: 'Candidate Information' });
    await expect(candidate).toContainText(detail.user.email);
    await expect(candidate.getByRole('link', { name: /Open CRM record/ })).toHaveAttribute('href', new RegExp(`/${detail.user.hubspot_contact_id}$`));
    if (detail.user.phone) await expect(candidate).toContainText(detail.user.phone);
    if (detail.user.english_level) await expect(candidate).toContainText(detail.user.english_level);
    await expect(candidate).toContainText('Complete');
    await expect(candidate).toContainText(detail.user.first_login_at ? /First login\s*\w/ : /First login\s*Never/);
    await expect(page.getByRole('region', { name: 'Program' })).toContainText(detail.program.name);

    const tabs = page.getByRole('tablist', { name: 'Application details' });
    await expect(tabs.getByRole('tab', { name: `Documents ${documents.length}` })).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.getByRole('tab', { name: `Quiz Results ${detail.quiz?.questions.length}` })).toBeVisible();
    await expect(tabs.getByRole('tab', { name: `Finances ${detail.payers.length}` })).toBeVisible();
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('listitem')).toHaveCount(documents.length);
    const pdfRow = panel.getByRole('listitem').filter({ hasText: pdf.name });
    // The type by the name the candidate's documents page shows (the server's document_label), not its id.
    expect(pdf.document_label).toBeTruthy();
    await expect(pdfRow).toContainText(`${pdf.document_label} · #${pdf.document_index}`);
    await expect(pdfRow).not.toContainText(`${pdf.document_type} · #`);
    await expectAccessibleStaffPage(page, 'the Documents tab');

    // PDF in a frame, with its size; Hide, then Show again.
    await pdfRow.getByRole('button', { name: `View ${pdf.name}` }).click();
    await expect(pdfRow.locator(`iframe[title="${pdf.name}"]`)).toBeVisible();
    await expect(pdfRow.getByText(/Size: [\d.]+ KB/)).toBeVisible();
    const frameBox = await pdfRow.locator('iframe').boundingBox();
    expect(frameBox?.height ?? 0).toBeGreaterThan((page.viewportSize()?.height ?? 0) * 0.7);
    await expectAccessibleStaffPage(page, 'a PDF preview');
    await pdfRow.getByRole('button', { name: `Hide ${pdf.name}` }).click();
    await expect(pdfRow.locator('iframe')).toHaveCount(0);
    await pdfRow.getByRole('button', { name: `Show ${pdf.name}` }).click();
    await expect(pdfRow.locator('iframe')).toBeVisible();

    // The image, loaded for real.
    const pngRow = panel.getByRole('listitem').filter({ hasText: png.name });
    await pngRow.getByRole('button', { name: `View ${png.name}` }).click();
    const image = pngRow.getByRole('img', { name: png.name });
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await expectAccessibleStaffPage(page, 'an image preview');

    // Download opens the server's download route (token in the query) in a new tab.
    const downloads = context.waitForEvent('page');
    await pngRow.getByRole('button', { name: `Download ${png.name}` }).click();
    const tab = await downloads;
    await tab.waitForLoadState();
    expect(tab.url()).toMatch(/\/storage\/v1\/object\/sign\/|\/download\?access_token=/);
    await tab.close();

    // View All opens every preview; the button then refreshes the list.
    await panel.getByRole('button', { name: 'View All Documents' }).click();
    await expect(panel.getByRole('button', { name: /^Hide / })).toHaveCount(documents.length);
    await panel.getByRole('button', { name: 'Refresh Documents' }).click();
    await expect(panel.getByRole('button', { name: /^Hide / })).toHaveCount(documents.length);

  });

  test('admin: quiz results and finances, then back to the list', async ({ page }) => {
    const { item, detail } = await pickApplication('COMPLETE', READ_ONLY_SLOT, complete);
    await signInStaff(page, ADMIN);
    await page.goto(`/application/${item.deal_id}`);
    const tabs = page.getByRole('tablist', { name: 'Application details' });
    const panel = page.getByRole('tabpanel');
    await expect(page.getByRole('heading', { level: 1, name: nameOf(detail.user) })).toBeVisible();

    // Quiz Results.
    const quiz = detail.quiz;
    if (!quiz) throw new Error('no quiz');
    await tabs.getByRole('tab', { name: /Quiz Results/ }).click();
    await expect(panel).toContainText(`Score${quiz.score}`);
    await expect(panel).toContainText(`Correct answers${quiz.number_of_correct_answers}`);
    await expect(panel).toContainText(`Calculated${quiz.calculated ? 'Yes' : 'No'}`);
    await expect(panel).toContainText({ 1: 'Pass', [-1]: 'Fail', 0: 'Not Assessable' }[quiz.outcome ?? 2] ?? 'Unknown');
    await expect(panel.getByRole('listitem')).toHaveCount(quiz.questions.length);
    const [question] = quiz.questions;
    if (!question) throw new Error('no question');
    const first = panel.getByRole('listitem').first();
    await expect(first).toContainText(`Question 1 · Level ${question.level}`);
    await expect(first).toContainText(question.question);
    await expect(first).toContainText(`Answer: ${question.answer ?? 'No answer'}`);
    await expect(first).toContainText(question.is_correct ? 'Correct' : 'Incorrect');
    await expectAccessibleStaffPage(page, 'the Quiz Results tab');

    // Finances.
    await tabs.getByRole('tab', { name: /Finances/ }).click();
    await expect(panel).toContainText(`Self-Financed${detail.deal.is_self_financed ? 'Yes' : 'No'}`);
    for (const payer of detail.payers) {
      const card = panel.getByRole('heading', { name: nameOf(payer) });
      await expect(card).toBeVisible();
      for (const text of [payer.email, payer.address, payer.zip_code, payer.country]) await expect(panel).toContainText(text);
    }
    await expectAccessibleStaffPage(page, 'the Finances tab');

    await page.getByRole('button', { name: 'Back to Admin Dashboard' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  });

  test('agent: the empty tabs of an application with nothing sent yet, and no status buttons on a draft', async ({ page }) => {
    const { item, detail } = await pickApplication('DRAFT', READ_ONLY_SLOT, (d, i) => i.document_count === 0 && !d.quiz && d.payers.length === 0);
    await signInStaff(page, AGENT);
    await page.goto(`/application/${item.deal_id}`);
    await expect(page.getByRole('heading', { level: 1, name: nameOf(detail.user) })).toBeVisible();
    await expect(page.getByText('No documents uploaded yet.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Candidate Information' })).toContainText('Draft');
    await expect(page.getByRole('region', { name: 'Update Application Status' })).toHaveCount(0);
    await expectAccessibleStaffPage(page, 'an empty Documents tab');
    await page.getByRole('tab', { name: /Quiz Results/ }).click();
    await expect(page.getByText('No quiz results available.')).toBeVisible();
    await page.getByRole('tab', { name: /Finances/ }).click();
    await expect(page.getByText('No payers added yet.')).toBeVisible();
    await expectAccessibleStaffPage(page, 'an empty Finances tab');
  });

  test('previews that cannot show: another type, a missing image, a missing PDF, a failed content call', async ({ page }) => {
    const { item, documents } = await pickApplication('COMPLETE', READ_ONLY_SLOT, complete);
    const [first, second, third, fourth] = documents;
    if (!first || !second || !third || !fourth) throw new Error('need four documents');
    // Where production's previews come from (the storage origin, which the page's policy allows), but gone.
    const missing = `http://localhost:${BACKEND_PORT}/storage/v1/object/sign/candidate-documents/documents/missing.png?token=missing`;
    const answers: Record<number, { status: number; body: object }> = {
      [first.id]: { status: 200, body: { content_type: 'text/plain', download_url: missing, document_name: first.name, document_type: first.document_type, size_bytes: null } },
      [second.id]: { status: 200, body: { content_type: 'image/png', download_url: missing, document_name: second.name, document_type: second.document_type, size_bytes: 2048 } },
      [third.id]: { status: 200, body: { content_type: 'application/pdf', download_url: missing, document_name: third.name, document_type: third.document_type, size_bytes: 1536 } },
      [fourth.id]: { status: 500, body: { detail: 'boom' } },
    };
    // The real answer (its CORS headers included) with another body.
    await page.route(/\/documents\/\d+\/content$/, async (route) => {
      const id = Number(/\/documents\/(\d+)\/content$/.exec(route.request().url())?.[1]);
      const answer = answers[id];
      if (!answer || route.request().method() !== 'GET') return route.continue();
      const response = await route.fetch();
      return route.fulfill({ response, status: answer.status, body: JSON.stringify(answer.body) });
    });
    await signInStaff(page, ADMIN);
    await page.goto(`/application/${item.deal_id}`);
    const row = (name: string) => page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: name });

    await row(first.name).getByRole('button', { name: `View ${first.name}` }).click();
    await expect(row(first.name).getByText('Preview not available')).toBeVisible();
    await expect(row(first.name).getByText('Size: Unknown')).toBeVisible();
    await row(second.name).getByRole('button', { name: `View ${second.name}` }).click();
    await expect(row(second.name).getByText('Image could not be loaded')).toBeVisible();
    await expect(row(second.name).getByText('Size: 2 KB')).toBeVisible();
    await row(third.name).getByRole('button', { name: `View ${third.name}` }).click();
    await expect(row(third.name).getByText('PDF could not be loaded')).toBeVisible();
    await expect(row(third.name).getByText('Size: 1.5 KB')).toBeVisible();
    await expectAccessibleStaffPage(page, 'the preview fallbacks');
    await row(fourth.name).getByRole('button', { name: `View ${fourth.name}` }).click();
    await expect(page.getByText('Failed to load document content')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Please try again.', { exact: true })).toBeVisible();
    await expectAccessibleStaffPage(page, 'a failed document content');
  });

  test('an unknown application, an invalid id and a failed load', async ({ page }) => {
    await signInStaff(page, ADMIN);
    await page.goto('/application/99999999');
    await expect(page.getByRole('heading', { level: 1, name: 'Application not found' })).toBeVisible();
    await expectAccessibleStaffPage(page, 'Application not found');
    await page.getByRole('button', { name: 'Back to Admin Dashboard' }).click();
    await expect(page).toHaveURL(/\/admin$/);

    await page.goto('/application/abc');
    await expect(page.getByText('Invalid Application ID')).toBeVisible();
    await expect(page).toHaveURL(/\/admin$/);

    await page.route(/\/admin\/applications\/\d+$/, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"detail":"boom"}' }));
    await page.goto('/application/42');
    await expect(page.getByRole('heading', { level: 1, name: 'Failed to load application details' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Please try again or return to the admin dashboard.').first()).toBeVisible();
    await expectAccessibleStaffPage(page, 'a failed application load');
  });
});
