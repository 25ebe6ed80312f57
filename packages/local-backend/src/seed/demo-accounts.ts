// The named demo accounts: one for every state a screen can show (GET /__dev/accounts lists them).
import type { BrandId } from '../brands';
import type { ProgramKey } from './catalogue';

export type DocumentsState = 'none' | 'partial' | 'complete';
export type QuizState = 'none' | 'ongoing' | 'expiring' | 'expired' | 'over';
export type InvoiceState = 'paid' | 'open' | 'void' | null;

export interface DemoAccount {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly role: 'candidate' | 'admin' | 'agent' | 'reviewer';
  readonly brand: BrandId;
  readonly description: string;
  readonly deals: readonly { readonly program: ProgramKey; readonly status: string | null }[];
  readonly documents: DocumentsState;
  readonly submitted: boolean;
  readonly disability: boolean | null;
  readonly nationalities: readonly string[];
  readonly invoice: InvoiceState;
  readonly quiz: QuizState;
  /**
   * Seeded after the generated applications (accounts added once those existed): every earlier row keeps its id,
   * and the e2e specs pick applications by deal id.
   */
  readonly seededLast?: boolean;
  /** Asked two days ago to delete their account: the request waits on /admin's "Deletion requests". */
  readonly deletionRequested?: boolean;
}

const candidate = (account: Partial<DemoAccount> & Pick<DemoAccount, 'email' | 'firstName' | 'lastName' | 'description'>): DemoAccount => ({
  role: 'candidate',
  brand: 'northbridge',
  deals: [{ program: 'bachelor-management', status: 'IN_PROGRESS' }],
  documents: 'none',
  submitted: false,
  disability: null,
  nationalities: [],
  invoice: null,
  quiz: 'none',
  ...account,
});

/** What a seeded interview candidate's booking is (src/seed/seed-interviews.ts). */
export type InterviewDemoState = 'booked' | 'full-day' | 'can-book' | 'no-show' | 'to-record' | 'to-score' | 'scored';

export interface InterviewDemoAccount {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly brand: BrandId;
  readonly program: ProgramKey;
  readonly interview: InterviewDemoState;
  readonly description: string;
}

/** The programs whose interviews are booked in the portal, a school each (the others keep the outside link). */
export const INTERVIEW_PROGRAMS: readonly ProgramKey[] = ['msc-finance', 'pge'];

export const INTERVIEW_CANDIDATES: readonly InterviewDemoAccount[] = [
  {
    email: 'interview.booked@northbridge.example', firstName: 'Bella', lastName: 'Booked', brand: 'northbridge', program: 'msc-finance', interview: 'booked',
    description: 'ADMISSIBLE (MSc Finance): interview booked next week (video, extra time asked); may move or cancel it until 24 hours before.',
  },
  {
    email: 'interview.fullday@northbridge.example', firstName: 'Felix', lastName: 'Fullday', brand: 'northbridge', program: 'msc-finance', interview: 'full-day',
    description: 'ADMISSIBLE (MSc Finance): holds the last slot of the first interview day, which is full.',
  },
  {
    email: 'interview.tobook@northbridge.example', firstName: 'Tobias', lastName: 'Tobook', brand: 'northbridge', program: 'msc-finance', interview: 'can-book',
    description: 'ADMISSIBLE (MSc Finance), no interview yet: books one of next week\'s free slots in the portal.',
  },
  {
    email: 'interview.noshow@northbridge.example', firstName: 'Nora', lastName: 'Noshow', brand: 'northbridge', program: 'msc-finance', interview: 'no-show',
    description: 'ADMISSIBLE (MSc Finance): missed their interview two days ago (no-show); staff may allow one new booking.',
  },
  {
    email: 'interview.held@northbridge.example', firstName: 'Hana', lastName: 'Held', brand: 'northbridge', program: 'msc-finance', interview: 'to-score',
    description: 'ADMISSIBLE (MSc Finance): interviewed yesterday, attended; reviewer1 has it to score on /interviews.',
  },
  {
    email: 'interview.today@northbridge.example', firstName: 'Theo', lastName: 'Today', brand: 'northbridge', program: 'msc-finance', interview: 'to-record',
    description: 'ADMISSIBLE (MSc Finance): interviewed an hour ago; reviewer1 records attendance, then scores it, on /interviews.',
  },
  {
    email: 'interview.scored@northbridge.example', firstName: 'Sami', lastName: 'Scored', brand: 'northbridge', program: 'msc-finance', interview: 'scored',
    description: 'ADMISSIBLE (MSc Finance): interviewed three days ago and scored by the panel; the ranking shows the interview score (no review submitted yet in this program, so no combined score).',
  },
  {
    email: 'entretien.reserve@lumiere.example', firstName: 'Romane', lastName: 'Réservé', brand: 'lumiere', program: 'pge', interview: 'booked',
    description: 'Candidate of École Lumière (French), ADMISSIBLE (PGE): interview booked next week on site.',
  },
  {
    email: 'entretien.complet@lumiere.example', firstName: 'Clément', lastName: 'Complet', brand: 'lumiere', program: 'pge', interview: 'full-day',
    description: 'Candidate of École Lumière (French), ADMISSIBLE (PGE): holds the last slot of the first interview day, which is full.',
  },
  {
    email: 'entretien.areserver@lumiere.example', firstName: 'Aurore', lastName: 'Àréserver', brand: 'lumiere', program: 'pge', interview: 'can-book',
    description: 'Candidate of École Lumière (French), ADMISSIBLE (PGE), no interview yet: books one in the portal.',
  },
  {
    email: 'entretien.absent@lumiere.example', firstName: 'Noé', lastName: 'Absent', brand: 'lumiere', program: 'pge', interview: 'no-show',
    description: 'Candidate of École Lumière (French), ADMISSIBLE (PGE): missed their interview (no-show).',
  },
  {
    email: 'entretien.passe@lumiere.example', firstName: 'Paul', lastName: 'Passé', brand: 'lumiere', program: 'pge', interview: 'to-score',
    description: 'Candidate of École Lumière (French), ADMISSIBLE (PGE): interviewed yesterday, attended; jury1 has it to score.',
  },
  {
    email: 'entretien.matin@lumiere.example', firstName: 'Mathilde', lastName: 'Matin', brand: 'lumiere', program: 'pge', interview: 'to-record',
    description: 'Candidate of École Lumière (French), ADMISSIBLE (PGE): interviewed an hour ago; jury1 records attendance, then scores it.',
  },
  {
    email: 'entretien.note@lumiere.example', firstName: 'Noémie', lastName: 'Noté', brand: 'lumiere', program: 'pge', interview: 'scored',
    description: 'Candidate of École Lumière (French), ADMISSIBLE (PGE): two reviews submitted, interviewed three days ago and scored; the ranking shows the combined score.',
  },
];

/** A reviewer of the seeded jury: their school and what their queue shows. */
export interface JuryMember {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly brand: BrandId;
  readonly description: string;
  /** Declared a conflict of interest on one application of their queue. */
  readonly conflict?: boolean;
}

export const JURY: readonly JuryMember[] = [
  {
    email: 'reviewer1@northbridge.example', firstName: 'Rita', lastName: 'Reviewer', brand: 'northbridge',
    description: 'Reviewer (jury) of the Northbridge programs: /reviews lists applications to do, drafts and submitted reviews.',
  },
  {
    email: 'reviewer2@northbridge.example', firstName: 'Ravi', lastName: 'Reviewer', brand: 'northbridge',
    description: 'Reviewer (jury) of the Northbridge programs; on the Executive MBA their scores disagree with Rita\'s.',
  },
  {
    email: 'reviewer3@northbridge.example', firstName: 'Rosa', lastName: 'Reviewer', brand: 'northbridge', conflict: true,
    description: 'Reviewer (jury) of the Northbridge programs who declared a conflict of interest on one application (it passed to another reviewer).',
  },
  {
    email: 'jury1@lumiere.example', firstName: 'Julien', lastName: 'Juré', brand: 'lumiere',
    description: 'Reviewer (jury) of École Lumière (French): applications to do, drafts and submitted reviews.',
  },
  {
    email: 'jury2@lumiere.example', firstName: 'Justine', lastName: 'Jurée', brand: 'lumiere',
    description: 'Reviewer (jury) of École Lumière (French).',
  },
  {
    email: 'jury3@lumiere.example', firstName: 'Jean', lastName: 'Jury', brand: 'lumiere', conflict: true,
    description: 'Reviewer (jury) of École Lumière (French) who declared a conflict of interest on one application.',
  },
];

/** The account whose quiz runs out soon after a seed, a reset or POST /__dev/rearm-expiring-quiz. */
export const EXPIRING_QUIZ_EMAIL = 'quiz.expiring@northbridge.example';
/** How many seconds the `quiz.expiring` account has left after a seed or reset (QUIZ_EXPIRING_SECONDS changes it). */
export const EXPIRING_QUIZ_SECONDS = 60;

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  candidate({
    email: 'new.candidate@northbridge.example', firstName: 'Nora', lastName: 'Newman', deals: [],
    description: 'Candidate with no application: the dashboard says no applications were found.',
  }),
  candidate({
    email: 'quiz.ready@northbridge.example', firstName: 'Quentin', lastName: 'Ready',
    deals: [{ program: 'msc-international-business', status: 'IN_PROGRESS' }],
    description: 'Program requires the quiz, not started yet; no documents; no payment record.',
  }),
  candidate({
    email: 'quiz.ongoing@northbridge.example', firstName: 'Olivia', lastName: 'Ongoing',
    deals: [{ program: 'msc-finance', status: 'IN_PROGRESS' }], quiz: 'ongoing',
    description: 'Quiz in progress (5 of 20 answered, about 30 minutes left): every page sends them to /quiz.',
  }),
  candidate({
    email: EXPIRING_QUIZ_EMAIL, firstName: 'Ethan', lastName: 'Expiring',
    deals: [{ program: 'msc-finance', status: 'IN_PROGRESS' }], quiz: 'expiring',
    description: `Quiz in progress that expires ${EXPIRING_QUIZ_SECONDS} seconds after a seed or reset (the Quiz Over screen).`,
  }),
  candidate({
    email: 'quiz.expired@northbridge.example', firstName: 'Eva', lastName: 'Expired',
    deals: [{ program: 'msc-international-business', status: 'IN_PROGRESS' }], quiz: 'expired',
    description: 'Quiz time ran out after 8 answers: quiz over, not assessable.',
  }),
  candidate({
    email: 'quiz.done@northbridge.example', firstName: 'Diego', lastName: 'Done',
    deals: [{ program: 'msc-international-business', status: 'IN_PROGRESS' }], quiz: 'over',
    documents: 'partial', invoice: 'paid',
    description: 'Quiz completed (all 20 answered); documents incomplete; fee paid.',
  }),
  candidate({
    email: 'docs.incomplete@northbridge.example', firstName: 'Isabel', lastName: 'Incomplete',
    documents: 'partial', invoice: 'open',
    description: 'Some documents uploaded (transcripts 1 of min 2), disability and nationality unanswered; fee open.',
  }),
  candidate({
    email: 'docs.complete@northbridge.example', firstName: 'Carl', lastName: 'Complete',
    documents: 'complete', disability: false, nationalities: ['GB', 'IE'], invoice: 'paid',
    description: 'Every requirement met and the fee paid: can submit now.',
  }),
  candidate({
    email: 'docs.unpaid@northbridge.example', firstName: 'Una', lastName: 'Unpaid',
    documents: 'complete', disability: true, nationalities: ['US'], invoice: 'open',
    description: 'Every requirement met but the fee is open: submitting answers 402 and the payment dialog.',
  }),
  candidate({
    email: 'docs.submitted@northbridge.example', firstName: 'Sam', lastName: 'Submitted',
    deals: [{ program: 'bachelor-management', status: 'COMPLETE' }],
    documents: 'complete', submitted: true, disability: false, nationalities: ['DE'], invoice: 'paid',
    description: 'Documents submitted (application COMPLETE): everything is locked.',
  }),
  candidate({
    email: 'payment.void@northbridge.example', firstName: 'Victor', lastName: 'Void',
    documents: 'partial', invoice: 'void',
    description: 'Invoice cancelled (void): the payment card shows Cancelled.',
  }),
  candidate({
    email: 'admissible@northbridge.example', firstName: 'Ada', lastName: 'Admissible',
    deals: [{ program: 'msc-international-business', status: 'ADMISSIBLE' }], quiz: 'over',
    documents: 'complete', submitted: true, disability: false, nationalities: ['CA'], invoice: 'paid',
    description: 'Application ADMISSIBLE: the dashboard congratulates and links to the interview booking.',
  }),
  candidate({
    email: 'rejected@northbridge.example', firstName: 'Rex', lastName: 'Rejected',
    deals: [{ program: 'executive-mba', status: 'REJECTED' }],
    documents: 'complete', submitted: true, disability: false, nationalities: ['AU'], invoice: 'paid',
    description: 'Application REJECTED.',
  }),
  candidate({
    email: 'two.applications@northbridge.example', firstName: 'Tara', lastName: 'Twofold',
    deals: [{ program: 'msc-finance', status: 'IN_PROGRESS' }, { program: 'bachelor-management', status: 'DRAFT' }],
    description: 'Two applications, one of which requires the quiz (not started).',
  }),
  candidate({
    email: 'candidate.fr@lumiere.example', firstName: 'Léa', lastName: 'Lefèvre', brand: 'lumiere',
    deals: [{ program: 'pge', status: 'IN_PROGRESS' }], documents: 'partial', invoice: 'open', nationalities: ['FR'],
    description: 'Candidate of École Lumière (French): quiz required, not started; documents incomplete; fee open.',
  }),
  candidate({
    email: 'soumis.fr@lumiere.example', firstName: 'Étienne', lastName: 'Dubois', brand: 'lumiere',
    deals: [{ program: 'bachelor-design', status: 'COMPLETE' }],
    documents: 'complete', submitted: true, disability: false, nationalities: ['FR', 'BE'], invoice: 'paid',
    description: 'Candidate of École Lumière (French): documents submitted.',
  }),
  candidate({
    email: 'documents.fr@lumiere.example', firstName: 'Camille', lastName: 'Moreau', brand: 'lumiere',
    deals: [{ program: 'bachelor-design', status: 'IN_PROGRESS' }], documents: 'partial', invoice: 'paid',
    description: 'Candidate of École Lumière (French): documents incomplete, disability and nationality unanswered; fee paid.',
  }),
  candidate({
    email: 'paiement.fr@lumiere.example', firstName: 'Hugo', lastName: 'Bernard', brand: 'lumiere',
    deals: [{ program: 'bachelor-design', status: 'IN_PROGRESS' }],
    documents: 'complete', disability: true, nationalities: ['FR'], invoice: 'open',
    description: 'Candidate of École Lumière (French): every requirement met but the fee open (402 payment dialog).',
  }),
  candidate({
    email: 'quiz.fr@lumiere.example', firstName: 'Inès', lastName: 'Garnier', brand: 'lumiere',
    deals: [{ program: 'pge', status: 'IN_PROGRESS' }], invoice: 'paid',
    description: 'Candidate of École Lumière (French): quiz required, not started.',
  }),
  {
    ...candidate({ email: 'admin@northbridge.example', firstName: 'Alice', lastName: 'Admin', deals: [], description: '' }),
    role: 'admin',
    description: 'Admin: sees /admin; may set ADMISSIBLE or REJECTED on COMPLETE applications and re-open any.',
  },
  {
    ...candidate({ email: 'agent@northbridge.example', firstName: 'Aaron', lastName: 'Agent', deals: [], description: '' }),
    role: 'agent',
    description: 'Agent: sees /admin; may only re-open COMPLETE applications.',
  },
  // Extra time on the quiz (e2e/candidate/quiz-accommodation.spec.ts owns both).
  candidate({
    email: 'quiz.extra.time@northbridge.example', firstName: 'Xavier', lastName: 'Extratime',
    deals: [{ program: 'msc-international-business', status: 'IN_PROGRESS' }], seededLast: true,
    description: 'Program requires the quiz, not started, no accommodation yet: staff grant extra time from the application page.',
  }),
  candidate({
    email: 'tiers.temps@lumiere.example', firstName: 'Yasmine', lastName: 'Tiers-Temps', brand: 'lumiere',
    deals: [{ program: 'pge', status: 'IN_PROGRESS' }], seededLast: true,
    description: 'Candidate of École Lumière (French): quiz required, not started, no accommodation yet (staff grant extra time).',
  }),
  // Account deletion (e2e/candidate/account-deletion.spec.ts owns both and deletes them). No application: the
  // staff list, its counts and the specs' picks by deal id never see them.
  candidate({
    email: 'leaving@northbridge.example', firstName: 'Morgan', lastName: 'Leaving', deals: [],
    documents: 'complete', disability: false, nationalities: ['GB'], invoice: 'paid', seededLast: true,
    description: 'Documents uploaded and the fee paid, no application: asks to delete their account (what is deleted, what is kept); an admin carries it out on /admin.',
  }),
  candidate({
    email: 'depart@lumiere.example', firstName: 'Lucie', lastName: 'Départ', brand: 'lumiere', deals: [],
    documents: 'complete', disability: false, nationalities: ['FR'], invoice: 'paid', seededLast: true,
    description: 'Candidate of École Lumière (French), documents uploaded, fee paid, no application: asks to delete their account.',
  }),
  // A request already waiting, so an admin's "Deletion requests" is not empty on a fresh seed. No spec uses it.
  candidate({
    email: 'waiting.deletion@northbridge.example', firstName: 'Wanda', lastName: 'Waiting', deals: [],
    documents: 'partial', invoice: 'paid', seededLast: true, deletionRequested: true,
    description: 'Asked two days ago to delete their account: the request waits on /admin (Deletion requests) for an admin to carry it out.',
  }),
  // The jury: three reviewers a school (src/seed/seed-jury.ts gives them their programs and assignments). No
  // application: the staff list and the specs' picks by deal id never see them.
  ...JURY.map((member) => ({
    ...candidate({ email: member.email, firstName: member.firstName, lastName: member.lastName, brand: member.brand, deals: [], description: member.description, seededLast: true }),
    role: 'reviewer' as const,
  })),
  // Admission interviews (src/seed/seed-interviews.ts gives them their bookings): in each school, a program with slots
  // next week, a candidate who booked, one who can book, one who missed an interview, one interviewed an hour ago whose
  // attendance is not recorded yet, one whose interview took place and waits for the panel's score, and one scored (the
  // school's first reviewer sits on the panel).
  ...INTERVIEW_CANDIDATES.map((account) =>
    candidate({
      ...account,
      deals: [{ program: account.program, status: 'ADMISSIBLE' }],
      documents: 'complete', submitted: true, disability: false, nationalities: account.brand === 'lumiere' ? ['FR'] : ['GB'], invoice: 'paid', seededLast: true,
    }),
  ),
];
