// The wording and look of every email to a candidate, in both brands and both languages (no server): French
// typography, the school named as a French sentence names it, and the brand's own colours.
import {
  CANDIDATE_EMAIL_KINDS,
  DOCUMENT_REVIEW_REASON_IDS,
  REJECTION_REASON_IDS,
  reasonTexts,
  type CandidateEmailKind,
} from '@admission/domain';
import { DOCUMENT_REVIEW_REASON_WORDING, REJECTION_REASON_WORDING } from '@admission/wording';
import brandColors from '@admission/tokens/brand-colors.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import { emailText } from '../auth/magic-link-email';
import { renderCandidateEmail, templates, type RenderedEmail } from './candidate-templates';
import { brandedEmail } from './email-brand';

const BRAND_IDS = ['northbridge', 'lumiere'] as const;
const LANGUAGES = ['en', 'fr'] as const;

/** Every kind rendered with every reason it can carry, as emailCandidate fills it. */
function render(kind: CandidateEmailKind, brand: string, language: 'en' | 'fr'): RenderedEmail {
  const { variables } = brandedEmail({ brand, language, firstName: 'Camille' });
  const [reason] = reasonTexts(DOCUMENT_REVIEW_REASON_WORDING, DOCUMENT_REVIEW_REASON_IDS.filter((id) => id !== 'other').map((id) => ({ id })), language);
  return renderCandidateEmail(templates(), kind, {
    ...variables,
    Program: 'Bachelor',
    PortalURL: 'https://apply.example/',
    InterviewURL: 'https://apply.example/interview',
    Reasons: reasonTexts(REJECTION_REASON_WORDING, REJECTION_REASON_IDS.filter((id) => id !== 'other').map((id) => ({ id })), language).map((text) => ({ Label: text.label, NextStep: text.nextStep })),
    Reason: { Label: reason?.label, NextStep: reason?.nextStep },
    Document: 'scan.pdf',
    DocumentType: 'Passport',
    Missing: ['Passport'],
    RequestedOn: 'le jour',
    RecordYears: 5,
    InvoiceYears: 10,
  });
}

/** What a reader reads: the subject and the body as text, without the addresses (URLs and emails hold colons). */
const readable = (email: RenderedEmail): string => `${email.subject}\n${emailText(email.html)}`.replace(/\bhttps?:\/\/\S+/g, 'URL');

const everyEmail = BRAND_IDS.flatMap((brand) => LANGUAGES.flatMap((language) => CANDIDATE_EMAIL_KINDS.map((kind) => ({ brand, language, kind }))));

describe('the emails to candidates', () => {
  it.each(everyEmail.filter((email) => email.language === 'fr'))('in French put a no-break space before : ; ? and ! ($kind, $brand)', ({ kind, brand }) => {
    const text = readable(render(kind, brand, 'fr'));
    const marks = [...text.matchAll(/(.)([:;?!])/gu)];
    expect(marks.length).toBeGreaterThan(0);
    expect(marks.filter((mark) => mark[1] !== '\u00a0').map((mark) => mark[0])).toEqual([]);
  });

  it.each(everyEmail.filter((email) => email.language === 'en'))('in English put no space before them ($kind, $brand)', ({ kind, brand }) => {
    expect(readable(render(kind, brand, 'en'))).not.toMatch(/\s[:;?!]/u);
  });

  it('name the school in a French sentence with its article: "de l’École Lumière", never "de École Lumière"', () => {
    const admissible = readable(render('admissible', 'lumiere', 'fr'));
    expect(admissible).toContain("au programme Bachelor de l'École Lumière est admissible");
    expect(readable(render('account-deleted', 'lumiere', 'fr'))).toContain("l'espace candidat de l'École Lumière");
    expect(readable(render('admissible', 'northbridge', 'fr'))).toContain('de la Northbridge Business School');
    for (const { kind, brand, language } of everyEmail) expect(readable(render(kind, brand, language))).not.toMatch(/\b(à|de) (École|Northbridge)/u);
  });

  it.each(BRAND_IDS)('draw the button and the links in the %s brand’s own colours (those of its theme)', (brand) => {
    const { primary, link } = brandColors[brand];
    const other = brandColors[brand === 'lumiere' ? 'northbridge' : 'lumiere'];
    for (const language of LANGUAGES) {
      const { html } = render('admissible', brand, language);
      expect(html).toContain(`background:${primary.solid};color:${primary.onSolid}`);
      expect(html).toContain(`style="color:${link}"`);
      for (const foreign of [other.primary.solid, other.link, '#1d4ed8']) expect(html).not.toContain(foreign);
    }
  });
});
