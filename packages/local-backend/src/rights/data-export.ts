// GET /users/me/data-export ("Download my data"): one zip archive of everything the school holds on the
// signed-in candidate through this portal, built here and streamed as it is built (a document is read from storage
// only when its turn comes). Only the caller's own rows are read: every query below is keyed by their user id.
import { ARCHIVE_SECTIONS, archiveDocumentNames, archiveSections, candidateMaySee, type ArchiveSection } from '@admission/domain';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Zip, ZipDeflate, ZipPassThrough, strToU8 } from 'fflate';
import { PassThrough } from 'node:stream';
import { candidateDeals } from '../api/candidate-deals';
import { nationalitiesOf, languageOf } from '../api/nationalities';
import { accountView, invoiceView, iso } from '../api/views';
import { candidateInterviewsArchive } from '../interview/interview-store';
import { candidateOffersArchive } from '../offer/offer-store';
import { submittedReviewsOf } from '../review/review-store';
import { nowDate, type BackendContext } from '../context';
import { deals, documentRequirements, documents, invoices, payers, timelineEvents, type users } from '../db/schema';
import { requireUser } from '../http/current-user';
import { quizResultFor } from '../quiz/quiz-routes';
import { DATA_SUMMARY_FILE, renderDataSummary, type SummaryFacts } from './data-summary';

type UserRow = typeof users.$inferSelect;
type DocumentRow = typeof documents.$inferSelect;

/**
 * The archive's JSON files by section, the uploaded documents with their names inside `documents/`, and what the
 * readable page is made of (its files listed once the documents are read).
 */
export interface CandidateArchive {
  readonly json: Partial<Record<Exclude<ArchiveSection, 'documents'>, unknown>>;
  readonly documents: readonly { readonly name: string; readonly row: DocumentRow }[];
  readonly summary: Omit<SummaryFacts, 'files' | 'at'>;
}

/** Everything of one candidate, section by section (archiveSections leaves out the empty ones). */
export async function candidateArchive(context: BackendContext, user: UserRow): Promise<CandidateArchive> {
  const { db } = context;
  const [applications, quiz, ownInvoices, ownPayers, timeline, uploaded, requirements] = await Promise.all([
    candidateDeals(db, user.id),
    quizResultFor(context, user.id),
    db.select().from(invoices).where(eq(invoices.userId, user.id)).orderBy(asc(invoices.createdAt)),
    db
      .select({ payer: payers })
      .from(payers)
      .innerJoin(deals, eq(deals.id, payers.dealId))
      .where(eq(deals.userId, user.id))
      .orderBy(asc(payers.id)),
    db.select().from(timelineEvents).where(eq(timelineEvents.userId, user.id)).orderBy(asc(timelineEvents.at), asc(timelineEvents.id)),
    db.select().from(documents).where(eq(documents.userId, user.id)).orderBy(asc(documents.documentType), asc(documents.documentIndex)),
    db.select().from(documentRequirements),
  ]);
  const reviewed = await submittedReviewsOf(db, user.id);
  const interviews = await candidateInterviewsArchive(db, user.id);
  const offered = await candidateOffersArchive(db, user.id, nowDate(context));
  // The entries about this candidate that they may see: a staff note's entry never leaves, not even as a trace.
  const history = timeline.filter((event) => candidateMaySee(event.kind));
  const sections = archiveSections({ hasQuiz: quiz !== null, payments: ownInvoices.length + ownPayers.length, historyEntries: history.length, reviews: reviewed.length, documents: uploaded.length });
  const names = archiveDocumentNames(uploaded);
  const all: CandidateArchive['json'] = {
    profile: accountView(user),
    // Each application with its admission interviews (bookings, adjustments, attendance and scores, never the panel's
    // names) and its offer (conditions and where each stands, the deadline, the reply, the deposit, a request for more time).
    applications: applications.map((application) => ({ ...application, interviews: interviews.get(application.id) ?? [], offer: offered.get(application.id) ?? null })),
    answers: { nationalities: nationalitiesOf(user.nationalityCodes, languageOf(user.language)), has_disability: user.hasDisability },
    // While a quiz runs, which answers were right stays with the school until it ends.
    quiz: quiz === null || quiz.finished_at !== null ? quiz : { ...quiz, score: null, outcome: null, number_of_correct_answers: null, questions: quiz.questions.map(({ is_correct: _hidden, ...rest }) => rest) },
    payments: {
      invoices: ownInvoices.map((invoice) => invoiceView(context, invoice)),
      payers: ownPayers.map(({ payer }) => ({ deal_id: payer.dealId, first_name: payer.firstName, last_name: payer.lastName, email: payer.email, phone: payer.phone, address: payer.address, zip_code: payer.zipCode, country: payer.country })),
    },
    history: history.map((event) => ({
      at: event.at.toISOString(),
      application_id: event.dealId,
      by: event.actorKind === 'staff' ? { kind: 'staff', role: event.actorRole } : { kind: event.actorKind },
      kind: event.kind,
      details: event.details,
    })),
    // The right of access covers the jury's reviews of them: what was said and scored, never who said it.
    reviews: reviewed.map(({ review, dealId, programName }) => ({
      application_id: dealId,
      program_name: programName,
      submitted_at: iso(review.submittedAt),
      scores: review.scores,
      total: review.total,
      recommendation: review.recommendation,
      comment: review.comment,
    })),
  };
  const archived = sections.includes('documents') ? uploaded.map((row, index) => ({ name: `${ARCHIVE_SECTIONS.documents}${names[index] ?? `document-${row.id}`}`, row })) : [];
  return {
    json: Object.fromEntries(sections.filter((section) => section !== 'documents').map((section) => [section, all[section as keyof typeof all]])),
    documents: archived,
    summary: { user, applications, quiz, invoices: ownInvoices, documents: archived, requirements, history, reviews: sections.includes('reviews') ? reviewed : [] },
  };
}

/** A JSON file of the archive: indented, one trailing newline. */
const jsonFile = (value: unknown): Uint8Array => strToU8(`${JSON.stringify(value, null, 2)}\n`);

const MISSING_DOCUMENTS = 'missing-documents.json';

/**
 * The archive as a zip stream: the JSON files first (deflated), then each document as stored (already compressed
 * formats), read one at a time, then the readable page, which lists the files beside it. A document whose file is
 * missing is listed in `missing-documents.json` instead of failing the whole download.
 */
export function zipArchive(archive: CandidateArchive, read: (row: DocumentRow) => Promise<Uint8Array>, at: Date): PassThrough {
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) out.destroy(error);
    else {
      out.write(chunk);
      if (final) out.end();
    }
  });
  const add = (file: ZipDeflate | ZipPassThrough, bytes: Uint8Array) => {
    file.mtime = at;
    zip.add(file);
    file.push(bytes, true);
  };
  void (async () => {
    for (const [section, value] of Object.entries(archive.json)) {
      add(new ZipDeflate(ARCHIVE_SECTIONS[section as Exclude<ArchiveSection, 'documents'>], { level: 6 }), jsonFile(value));
    }
    const missing: DocumentRow[] = [];
    for (const { name, row } of archive.documents) {
      try {
        add(new ZipPassThrough(name), await read(row));
      } catch {
        missing.push(row);
      }
    }
    if (missing.length > 0) add(new ZipDeflate(MISSING_DOCUMENTS), jsonFile(missing.map((row) => row.name)));
    const files: SummaryFacts['files'] = [
      ...Object.keys(archive.json).map((section) => ({ name: ARCHIVE_SECTIONS[section as Exclude<ArchiveSection, 'documents'>], section: section as ArchiveSection })),
      ...(archive.documents.length > missing.length ? [{ name: ARCHIVE_SECTIONS.documents, section: 'documents' as const }] : []),
      ...(missing.length > 0 ? [{ name: MISSING_DOCUMENTS, section: 'missing' as const }] : []),
    ];
    const present = archive.documents.filter(({ row }) => !missing.includes(row));
    add(new ZipDeflate(DATA_SUMMARY_FILE, { level: 6 }), strToU8(renderDataSummary({ ...archive.summary, documents: present, files, at })));
    zip.end();
  })().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}

export function registerDataExportRoutes(app: FastifyInstance, context: BackendContext): void {
  app.get('/users/me/data-export', async (request, reply) => {
    const user = await requireUser(context, request);
    const archive = await candidateArchive(context, user);
    const at = nowDate(context);
    const stream = zipArchive(archive, (row) => context.files.read(context.config.bucket, row.documentPath), at);
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="my-data-${at.toISOString().slice(0, 10)}.zip"`)
      .header('cache-control', 'no-store')
      .send(stream);
  });
}
