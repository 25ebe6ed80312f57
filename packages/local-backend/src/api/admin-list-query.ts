// The /admin list's filter and sort in SQL, shared by the paged list and the CSV export so both
// show the same applications in the same order: the order of the domain's compareApplications.
import { ADMIN_DOCUMENTS_FILTERS, ADMIN_SORT_COLUMNS, DEAL_STATUSES, type AdminApplicationListItem, type AdminDocumentsFilter, type AdminSort, type AdminStatusFilter, type DealStatus, WITHDRAWN } from '@admission/domain';
import { and, asc, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { BackendContext } from '../context';
import { deals, documentReviews, documents, payers, programs, quizAttempts, users } from '../db/schema';

export const ADMIN_SEARCH_MAX_LENGTH = 200;

export interface AdminListFilter {
  readonly status: AdminStatusFilter;
  /** Trimmed; '' for no search. */
  readonly search: string;
  /** Absent: 'all'. */
  readonly documents?: AdminDocumentsFilter;
}

/** The querystring schema of the filter and the sort, shared by the list and the export. */
export const ADMIN_FILTER_SORT_PROPERTIES = {
  status: { type: 'string', enum: ['all', ...DEAL_STATUSES, WITHDRAWN], default: 'all' },
  search: { type: 'string', maxLength: ADMIN_SEARCH_MAX_LENGTH },
  sort: { type: 'string', enum: [...ADMIN_SORT_COLUMNS] },
  dir: { type: 'string', enum: ['asc', 'desc'] },
  documents: { type: 'string', enum: [...ADMIN_DOCUMENTS_FILTERS], default: 'all' },
} as const;

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The candidate has an uploaded document with no review row for its slot: never reviewed, or replaced since (an
 * upload deletes its slot's review). */
const hasDocumentToReview = sql`exists (select 1 from ${documents} where ${documents.userId} = ${deals.userId} and not exists (
  select 1 from ${documentReviews} where ${documentReviews.userId} = ${documents.userId}
    and ${documentReviews.documentType} = ${documents.documentType} and ${documentReviews.documentIndex} = ${documents.documentIndex}))`;

/** The WHERE of a filter; undefined when nothing narrows the list. */
export function adminListWhere({ status, search, documents: documentsFilter = 'all' }: AdminListFilter): SQL | undefined {
  const conditions: SQL[] = [];
  // Withdrawn applications are under WITHDRAWN only: staff see them as Withdrawn whatever status they had.
  if (status === WITHDRAWN) conditions.push(isNotNull(deals.withdrawnAt));
  else if (status !== 'all') {
    // A missing status shows as Draft, so the DRAFT filter finds it too.
    conditions.push(isNull(deals.withdrawnAt), status === 'DRAFT' ? (or(eq(deals.dealStatus, 'DRAFT'), isNull(deals.dealStatus)) as SQL) : eq(deals.dealStatus, status));
  }
  if (search !== '') {
    const pattern = `%${escapeLike(search)}%`;
    const matches = [
      ilike(users.firstName, pattern),
      ilike(users.lastName, pattern),
      ilike(users.email, pattern),
      ilike(programs.name, pattern),
      ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
    ];
    if (/^\d{1,9}$/.test(search)) matches.push(eq(deals.id, Number(search)));
    conditions.push(or(...matches) as SQL);
  }
  if (documentsFilter === 'to-review') conditions.push(hasDocumentToReview);
  return conditions.length === 0 ? undefined : and(...conditions);
}

// The domain compares names with a base-strength collator (case and accents ignored); in SQL the same key is the
// name with its accents taken off, lowercased, compared byte by byte (COLLATE "C": the same on any server locale).
const ACCENTED = 'ÀÁÂÃÄÅàáâãäåÇçÈÉÊËèéêëÌÍÎÏìíîïÑñÒÓÔÕÖØòóôõöøÙÚÛÜùúûüÝýÿ';
const PLAIN = 'AAAAAAaaaaaaCcEEEEeeeeIIIIiiiiNnOOOOOOooooooUUUUuuuuYyy';
const nameKey = (column: SQL | typeof users.lastName): SQL => sql`lower(translate(${column}, ${ACCENTED}, ${PLAIN})) collate "C"`;

/** A missing or unknown status sorts as Draft (dealStatusOf), then in DEAL_STATUSES' order. */
const statusRank = sql`(case ${deals.dealStatus} ${sql.join(
  DEAL_STATUSES.map((status, index) => sql`when ${status} then ${index}`),
  sql` `,
)} else 0 end)`;

/** The ORDER BY of a sort: the column either way, no quiz score last either way, the application id breaking ties. */
export function adminListOrder({ column, direction }: AdminSort): SQL[] {
  const way = direction === 'asc' ? asc : desc;
  const tie = asc(deals.id);
  switch (column) {
    case 'applied':
      return [way(deals.createdAt), tie];
    case 'name':
      return [way(nameKey(sql`${users.lastName}`)), way(nameKey(sql`${users.firstName}`)), tie];
    case 'status':
      return [way(statusRank), tie];
    case 'quiz':
      return [sql`${quizAttempts.score} ${direction === 'asc' ? sql`asc` : sql`desc`} nulls last`, tie];
  }
}

const documentCount = sql<number>`(select count(*)::int from ${documents} where ${documents.userId} = ${deals.userId})`;
const payerCount = sql<number>`(select count(*)::int from ${payers} where ${payers.dealId} = ${deals.id})`;

/** One slice of the filtered, sorted list, as the API answers it. */
export async function adminListRows(
  { db }: BackendContext,
  where: SQL | undefined,
  sort: AdminSort,
  skip: number,
  limit: number,
): Promise<AdminApplicationListItem[]> {
  const rows = await db
    .select({
      deal: deals,
      user: users,
      programName: programs.name,
      quizOutcome: quizAttempts.outcome,
      quizScore: quizAttempts.score,
      documentCount,
      payerCount,
    })
    .from(deals)
    .innerJoin(users, eq(users.id, deals.userId))
    .innerJoin(programs, eq(programs.id, deals.programId))
    .leftJoin(quizAttempts, eq(quizAttempts.userId, deals.userId))
    .where(where)
    .orderBy(...adminListOrder(sort))
    .offset(skip)
    .limit(limit);
  return rows.map((row) => ({
    deal_id: row.deal.id,
    first_name: row.user.firstName,
    last_name: row.user.lastName,
    email: row.user.email,
    phone: row.user.phone,
    program_name: row.programName,
    deal_status: row.deal.dealStatus as DealStatus | null,
    quiz_outcome: row.quizOutcome,
    quiz_score: row.quizScore,
    document_count: Number(row.documentCount),
    payer_count: Number(row.payerCount),
    created_at: row.deal.createdAt.toISOString(),
    withdrawn_at: row.deal.withdrawnAt === null ? null : row.deal.withdrawnAt.toISOString(),
  }));
}

/** How many applications the filter matches (X-Total-Count). */
export async function adminListTotal({ db }: BackendContext, where: SQL | undefined): Promise<number> {
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(deals)
    .innerJoin(users, eq(users.id, deals.userId))
    .innerJoin(programs, eq(programs.id, deals.programId))
    .where(where);
  return counted?.total ?? 0;
}
