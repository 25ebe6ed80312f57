// Helpers of the staff e2e specs: a staff member's token straight from the local backend (to find test
// data and to forge calls), and signing in on either brand.
import type { AdminApplicationDetail, AdminApplicationListItem, AdminDocument } from '@admission/domain';
import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, type Page } from '@playwright/test';
import { newSession, settleAnimations, signIn } from '../support/fixtures';
import { BACKEND_URL, SECOND_BRAND_URL } from '../support/ports';
import { withSignInLock } from '../support/sign-in-lock';

/** This machine is shared by parallel runs (load above 20 seen): the staff specs wait longer than the default. */
export const expect = baseExpect.configure({ timeout: 30_000 });

export const ADMIN = 'admin@northbridge.example';
export const AGENT = 'agent@northbridge.example';

export type Brand = 'northbridge' | 'lumiere';
export const originOf = (brand: Brand): string => (brand === 'lumiere' ? SECOND_BRAND_URL : '');

/**
 * Signs in through the page (magic link) on the brand's host. Not with a stored session as the other specs do: the
 * staff list's first test counts the list's reads, and after a stored session it saw one read twice, now and then.
 */
export async function signInStaff(page: Page, email: string, brand: Brand = 'northbridge'): Promise<void> {
  await signIn(page, email, { origin: originOf(brand), by: 'link' });
}

const tokens = new Map<string, string>();

/** An access token for API calls from the test itself (the magic link followed without a browser). */
export async function apiToken(email: string): Promise<string> {
  const known = tokens.get(email);
  if (known) return known;
  const { access_token: token } = await withSignInLock(email, () => newSession(email));
  tokens.set(email, token);
  return token;
}

async function getJson<T>(path: string, token: string): Promise<{ body: T; total: number | null }> {
  const response = await fetch(`${BACKEND_URL}${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status, path).toBe(200);
  const total = response.headers.get('x-total-count');
  return { body: (await response.json()) as T, total: total === null ? null : Number(total) };
}

export async function listApplications(status: string, search?: string, skip = 0): Promise<{ items: AdminApplicationListItem[]; total: number | null }> {
  const token = await apiToken(ADMIN);
  const query = new URLSearchParams({ skip: String(skip), limit: '100', status, ...(search ? { search } : {}) });
  const { body, total } = await getJson<AdminApplicationListItem[]>(`/admin/applications?${query.toString()}`, token);
  return { items: body, total };
}

export async function applicationDetail(id: number): Promise<AdminApplicationDetail> {
  return (await getJson<AdminApplicationDetail>(`/admin/applications/${id}`, await apiToken(ADMIN))).body;
}

/**
 * An application of a status from a test's own slot (deal id modulo 16; the named demo accounts' deals
 * left out): a test that changes a status never moves another test's application.
 */
export async function pickApplication(
  status: string,
  slot: number,
  fits: (detail: AdminApplicationDetail, item: AdminApplicationListItem) => boolean = () => true,
): Promise<{ item: AdminApplicationListItem; detail: AdminApplicationDetail; documents: AdminDocument[] }> {
  const { items } = await listApplications(status);
  for (const item of items.filter((candidate) => candidate.deal_id > 20 && candidate.deal_id % 16 === slot)) {
    const detail = await applicationDetail(item.deal_id);
    if (fits(detail, item)) return { item, detail, documents: await applicationDocuments(item.deal_id) };
  }
  throw new Error(`no application with status ${status} in slot ${slot} fits`);
}

export async function applicationDocuments(id: number): Promise<AdminDocument[]> {
  return (await getJson<{ documents: AdminDocument[] }>(`/admin/applications/${id}/documents`, await apiToken(ADMIN))).body.documents;
}

/** The list's status filter (a listbox button; the Status column's sort button shares its name). */
export const statusFilter = (page: Page, label: RegExp = /Status/) => page.getByRole('button', { name: label }).and(page.locator('[aria-haspopup="listbox"]'));

export const nameOf = (person: { first_name: string; last_name: string }): string => `${person.first_name} ${person.last_name}`;

/** The access token of the session the page keeps (supabase-js: sb-<first host label>-auth-token). */
export async function pageAccessToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    for (let index = 0; index < localStorage.length; index += 1) {
      const key = localStorage.key(index) ?? '';
      if (/^sb-.*-auth-token$/.test(key)) return (JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token?: string }).access_token ?? null;
    }
    return null;
  });
  if (!token) throw new Error('no session in localStorage');
  return token;
}

/**
 * axe on the page, like expectAccessible, but a long table is checked on its first rows only (the
 * other rows are the same markup; axe on hundreds of rows takes minutes on this machine).
 */
export async function expectAccessibleStaffPage(page: Page, what: string): Promise<void> {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .exclude('[role="grid"] [role="row"]:nth-child(n+6)')
    .analyze();
  const violations = results.violations.map((violation) => ({ id: violation.id, help: violation.help, nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5) }));
  expect(violations, `axe violations on ${what}`).toEqual([]);
}

export interface WorkflowMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly sent_at: string;
}

/** The emails the workflow sent an address (a decision, a document sent back, a reminder: no sign-in code), newest first. */
export async function workflowMails(email: string): Promise<WorkflowMail[]> {
  const response = await fetch(`${BACKEND_URL}/__dev/outbox?to=${encodeURIComponent(email)}`);
  const mails = (await response.json()) as (WorkflowMail & { code: string })[];
  return mails.filter((mail) => mail.code === '');
}
