// Helpers of the interview specs: a demo account's interview read and reset through the API (a retried spec starts
// from the seeded state), and the calendar files the dev mailbox keeps.
import type { CandidateInterviewView, Deal, StaffInterviewView } from '@admission/domain';
import { ADMIN, apiToken, expect } from '../admin/staff';
import { BACKEND_URL } from '../support/ports';

export interface MailWithFiles {
  readonly to: string;
  readonly subject: string;
  readonly sent_at: string;
  readonly attachments: readonly { readonly filename: string; readonly content_type: string; readonly content: string }[];
}

async function call<T>(email: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${BACKEND_URL}${path}`, {
    method,
    headers: { authorization: `Bearer ${await apiToken(email)}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status, `${method} ${path}`).toBeLessThan(300);
  return (await response.json()) as T;
}

/** The candidate's ADMISSIBLE application (the interview demo accounts have one). */
export async function admissibleApplication(email: string): Promise<number> {
  const deals = await call<Deal[]>(email, 'GET', '/deals/');
  const deal = deals.find((candidate) => candidate.deal_status === 'ADMISSIBLE');
  if (deal === undefined) throw new Error(`${email} has no ADMISSIBLE application`);
  return deal.id;
}

export const candidateInterview = (email: string, applicationId: number) =>
  call<CandidateInterviewView>(email, 'GET', `/applications/${applicationId}/interview`);

/** Cancels the candidate's booking, if any, as they would (a retried spec books again from scratch). */
export async function withoutBooking(email: string, applicationId: number): Promise<CandidateInterviewView> {
  const view = await candidateInterview(email, applicationId);
  if (view.booking === null) return view;
  return call<CandidateInterviewView>(email, 'POST', `/applications/${applicationId}/interview/cancel`, { reason: 'Reset by the end-to-end test.' });
}

export const staffInterview = (applicationId: number, email = ADMIN) =>
  call<StaffInterviewView>(email, 'GET', `/admin/applications/${applicationId}/interview`);

/** Cancels, as staff, a booking still to come that a failed run left (a retried staff spec books again from scratch). */
export async function withoutLiveStaffBooking(applicationId: number): Promise<StaffInterviewView> {
  const view = await staffInterview(applicationId);
  if (view.booking === null || view.booking.attendance !== null) return view;
  return call<StaffInterviewView>(ADMIN, 'POST', `/admin/applications/${applicationId}/interview/cancel`, { reason: 'Reset by the end-to-end test.' });
}

/** The e-mails sent to an address since an instant, newest first, with the files they carry. */
export async function mailsWithFilesSince(email: string, since: string): Promise<MailWithFiles[]> {
  const response = await fetch(`${BACKEND_URL}/__dev/outbox?to=${encodeURIComponent(email)}`);
  const mails = (await response.json()) as MailWithFiles[];
  return mails.filter((mail) => mail.sent_at >= since);
}

/** The calendar file of the newest e-mail since `since` that carries one (waits for it). */
export async function calendarFileSince(email: string, since: string): Promise<string> {
  let file: string | undefined;
  await expect
    .poll(async () => {
      const mails = await mailsWithFilesSince(email, since);
      file = mails.flatMap((mail) => mail.attachments).find((attachment) => attachment.content_type.startsWith('text/calendar'))?.content;
      return file !== undefined;
    }, { timeout: 30_000 })
    .toBe(true);
  return file ?? '';
}
