// The programs (each of one school) and document requirements every seeded database starts with.
import type { InferInsertModel } from 'drizzle-orm';
import type { documentRequirements } from '../db/schema';

export const PROGRAMS = [
  { key: 'msc-international-business', name: 'MSc International Business', requiresQuiz: true, brand: 'northbridge' },
  { key: 'bachelor-management', name: 'Bachelor in Management', requiresQuiz: false, brand: 'northbridge' },
  { key: 'msc-finance', name: 'MSc Finance', requiresQuiz: true, brand: 'northbridge' },
  { key: 'pge', name: 'Programme Grande École', requiresQuiz: true, brand: 'lumiere' },
  { key: 'bachelor-design', name: 'Bachelor Design et Management', requiresQuiz: false, brand: 'lumiere' },
  { key: 'executive-mba', name: 'Executive MBA', requiresQuiz: false, brand: 'northbridge' },
] as const;

export type ProgramKey = (typeof PROGRAMS)[number]['key'];

export const programId = (key: ProgramKey): number => PROGRAMS.findIndex((program) => program.key === key) + 1;
export const programRequiresQuiz = (key: ProgramKey): boolean => PROGRAMS.some((p) => p.key === key && p.requiresQuiz);

type Requirement = InferInsertModel<typeof documentRequirements>;

export const REQUIREMENTS: readonly Requirement[] = [
  {
    documentType: 'identity_document', position: 1, minFiles: 1, maxFiles: 2, required: true,
    acceptedFormats: ['pdf', 'jpg', 'jpeg', 'png'],
    labelEn: 'Passport or ID card', labelFr: "Passeport ou carte d'identité",
    descriptionEn: 'Both sides of a valid identity document.', descriptionFr: "Recto et verso d'une pièce d'identité en cours de validité.",
  },
  {
    documentType: 'transcripts', position: 2, minFiles: 2, maxFiles: 4, required: true,
    acceptedFormats: ['pdf'],
    labelEn: 'Academic transcripts', labelFr: 'Relevés de notes',
    descriptionEn: 'Transcripts of your last two years of study.', descriptionFr: 'Relevés de notes de vos deux dernières années.',
  },
  {
    documentType: 'cv', position: 3, minFiles: 1, maxFiles: 1, required: true,
    acceptedFormats: ['pdf'],
    labelEn: 'Curriculum vitae', labelFr: 'Curriculum vitae',
    descriptionEn: 'Your CV, one or two pages.', descriptionFr: 'Votre CV, une ou deux pages.',
  },
  {
    documentType: 'photo', position: 4, minFiles: 1, maxFiles: 1, required: true,
    acceptedFormats: ['jpg', 'jpeg', 'png'],
    labelEn: 'ID photo', labelFr: "Photo d'identité",
    descriptionEn: 'A recent passport-style photo.', descriptionFr: 'Une photo récente au format passeport.',
  },
  {
    documentType: 'recommendation_letter', position: 5, minFiles: 1, maxFiles: 2, required: false,
    acceptedFormats: ['pdf'],
    labelEn: 'Recommendation letters', labelFr: 'Lettres de recommandation',
    descriptionEn: 'Optional: up to two letters from teachers or employers.', descriptionFr: "Facultatif : jusqu'à deux lettres d'enseignants ou d'employeurs.",
  },
  {
    documentType: 'language_certificate', position: 6, minFiles: 1, maxFiles: 1, required: false,
    acceptedFormats: ['pdf', 'png', 'jpg', 'jpeg'],
    labelEn: 'Language certificate', labelFr: 'Certificat de langue',
    descriptionEn: 'Optional: TOEFL, IELTS or an equivalent.', descriptionFr: 'Facultatif : TOEFL, IELTS ou équivalent.',
  },
];
