// The readable page of a candidate's data download (downloads/data-summary.html), in their language: built from
// the same rows as the archive's JSON files, every day written as the portal writes it, every status, reason and
// document type in words.
import {
  centsToEuros,
  dayInWords,
  isStaff,
  knownRejectionReasons,
  knownWithdrawalReasons,
  reasonTexts,
  type ArchiveSection,
} from '@admission/domain';
import { REJECTION_REASON_WORDING, WITHDRAWAL_REASON_WORDING } from '@admission/wording';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { requirementView, type RequirementRow } from '../api/candidate-documents';
import type { candidateDeals } from '../api/candidate-deals';
import { nationalitiesOf } from '../api/nationalities';
import { parseGoTemplate, renderGoTemplate } from '../auth/go-template';
import { roleOf } from '../http/current-user';
import type { documents, invoices, timelineEvents, users } from '../db/schema';
import type { CandidateReview } from '../review/review-store';
import { brandedEmail, EMAIL_TIME_ZONE } from '../workflow/email-brand';

/** The repository's template of the page (the product API renders the same file). */
export const DATA_SUMMARY_TEMPLATE = fileURLToPath(new URL('../../../../downloads/data-summary.html', import.meta.url));
/** The page's name inside the archive, beside the JSON files. */
export const DATA_SUMMARY_FILE = 'summary.html';

let cached: ReturnType<typeof parseGoTemplate> | null = null;
const template = () => (cached ??= parseGoTemplate(readFileSync(DATA_SUMMARY_TEMPLATE, 'utf8')));

/** What the page is made of: the archive's rows, and the names of the files beside it. */
export interface SummaryFacts {
  readonly user: typeof users.$inferSelect;
  readonly applications: Awaited<ReturnType<typeof candidateDeals>>;
  readonly quiz: { readonly started_at: string; readonly finished_at: string | null; readonly number_of_correct_answers: number | null; readonly questions: readonly { readonly answer: string | null }[] } | null;
  readonly invoices: readonly (typeof invoices.$inferSelect)[];
  readonly documents: readonly { readonly name: string; readonly row: typeof documents.$inferSelect }[];
  readonly requirements: readonly RequirementRow[];
  /** The timeline entries the candidate may see (the emails are read from them). */
  readonly history: readonly (typeof timelineEvents.$inferSelect)[];
  /** The jury's submitted reviews of their applications (no reviewer named). */
  readonly reviews: readonly CandidateReview[];
  readonly files: readonly { readonly name: string; readonly section: ArchiveSection | 'missing' }[];
  readonly at: Date;
}

/**
 * A file name, a path or an e-mail address in the pieces a narrow column may wrap it into: after each '/', '_', '.'
 * or '-', and before an '@' (the page puts a <wbr> after each piece), so that it never wraps inside a word.
 */
export function wrappablePieces(text: string): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const character of text) {
    if (character === '@' && piece !== '') {
      pieces.push(piece);
      piece = '';
    }
    piece += character;
    if (character === '/' || character === '_' || character === '.' || character === '-') {
      pieces.push(piece);
      piece = '';
    }
  }
  if (piece !== '') pieces.push(piece);
  return pieces;
}

export function renderDataSummary(facts: SummaryFacts): string {
  const { user } = facts;
  const { lang, variables } = brandedEmail(user);
  const day = (instant: Date | string | null): string => (instant === null ? '' : dayInWords(new Date(instant), lang, EMAIL_TIME_ZONE));
  const typeLabel = (type: string): string => {
    const requirement = facts.requirements.find((row) => row.documentType === type);
    return requirement === undefined ? type : requirementView(requirement, lang).label;
  };
  return renderGoTemplate(template(), {
    ...variables,
    MadeOn: day(facts.at),
    Person: {
      FirstName: user.firstName,
      LastName: user.lastName,
      EmailParts: wrappablePieces(user.email),
      Phone: user.phone ?? '',
      EnglishLevel: user.englishLevel ?? '',
      Since: day(user.createdAt),
      FirstSignIn: day(user.firstLoginAt),
      Staff: isStaff(roleOf(user)),
    },
    Applications: facts.applications.map((application) => ({
      Program: application.program.name,
      Status: application.deal_status ?? '',
      AppliedOn: day(application.created_at),
      SubmittedOn: day(application.documents_submitted_at),
      WithdrawnOn: day(application.withdrawn_at),
      Reasons: reasonTexts(REJECTION_REASON_WORDING, knownRejectionReasons(application.rejection_reasons), lang).map((text) => ({ Label: text.label, NextStep: text.nextStep })),
      WithdrawalReasons: reasonTexts(WITHDRAWAL_REASON_WORDING, knownWithdrawalReasons(application.withdrawal_reasons), lang).map((text) => text.label),
    })),
    Nationalities: nationalitiesOf(user.nationalityCodes, lang).map((nationality) => nationality.name),
    Disability: user.hasDisability === null ? '' : user.hasDisability ? 'yes' : 'no',
    Quiz:
      facts.quiz === null
        ? null
        : {
            StartedOn: day(facts.quiz.started_at),
            FinishedOn: day(facts.quiz.finished_at),
            Answered: facts.quiz.questions.filter((question) => question.answer !== null).length,
            Correct: facts.quiz.number_of_correct_answers ?? 0,
            Over: facts.quiz.finished_at !== null,
          },
    Invoices: facts.invoices.map((invoice) => ({
      Amount: new Intl.NumberFormat(lang, { style: 'currency', currency: invoice.currency.toUpperCase() }).format(centsToEuros(invoice.amount)),
      Status: invoice.status,
      On: day(invoice.createdAt),
    })),
    Documents: facts.documents.map(({ name, row }) => ({
      NameParts: wrappablePieces(row.name),
      Type: typeLabel(row.documentType),
      Slot: row.documentIndex > 1 || facts.documents.some((other) => other.row.documentType === row.documentType && other.row.id !== row.id) ? row.documentIndex : 0,
      UploadedOn: day(row.createdAt),
      FileParts: wrappablePieces(name),
    })),
    Reviews: facts.reviews.map(({ review, programName, rubric }) => ({
      Program: programName,
      On: day(review.submittedAt),
      Scores: (rubric?.criteria ?? []).filter((criterion) => Object.hasOwn(review.scores, criterion.id)).map((criterion) => ({ Criterion: criterion.label[lang], Score: review.scores[criterion.id] })),
      Total: review.total === null ? '' : new Intl.NumberFormat(lang, { maximumFractionDigits: 2 }).format(review.total),
      Recommendation: review.recommendation ?? '',
      Comment: review.comment,
    })),
    Emails: facts.history
      .filter((event) => event.kind === 'email-sent')
      .map((event) => ({ On: day(event.at), Subject: typeof event.details.subject === 'string' ? event.details.subject : '' })),
    Files: facts.files.map((file) => ({ NameParts: wrappablePieces(file.name), Section: file.section })),
  });
}
