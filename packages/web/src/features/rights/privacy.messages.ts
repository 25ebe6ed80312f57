import { defineMessages } from 'react-intl';
import { untyped } from '../../i18n/untyped';

export const privacyMessages = untyped(
  defineMessages({
  title: { id: 'rights.privacy.title', defaultMessage: 'Privacy notice' },
  lead: {
    id: 'rights.privacy.lead',
    defaultMessage: 'The personal data you give on this portal is the responsibility of {school}. Here is what we collect, why, how long we keep it and whom to ask.',
  },
  collectedHeading: { id: 'rights.privacy.collected.heading', defaultMessage: 'What we collect' },
  account: { id: 'rights.privacy.collected.account', defaultMessage: 'Your account: your name, email address and phone number, and for staff their role.' },
  englishLevel: {
    id: 'rights.privacy.collected.englishLevel',
    defaultMessage: 'Your level of English, as you stated it when you applied, which the admissions team reads with your application.',
  },
  applications: {
    id: 'rights.privacy.collected.applications',
    defaultMessage: 'Your applications: the programmes you applied to, your answers to their questions, their status, and the admissions team’s notes, decisions and history.',
  },
  nationalities: { id: 'rights.privacy.collected.nationalities', defaultMessage: 'Your nationalities, which decide the documents a programme asks of you.' },
  disability: {
    id: 'rights.privacy.collected.disability',
    defaultMessage: 'Your answer to the disability question, used only to arrange adjustments (such as more time for the quiz).',
  },
  documents: { id: 'rights.privacy.collected.documents', defaultMessage: 'The documents you upload: identity document, diplomas, transcripts, CV and the others a programme asks for.' },
  quiz: { id: 'rights.privacy.collected.quiz', defaultMessage: 'Your quiz answers, the time you took and your score, when a programme asks for the quiz.' },
  payments: {
    id: 'rights.privacy.collected.payments',
    defaultMessage: 'Your payments: the application fee, who paid it and the invoice. Card details go to Stripe, our payment provider, and never reach us.',
  },
  whyHeading: { id: 'rights.privacy.why.heading', defaultMessage: 'Why' },
  why: {
    id: 'rights.privacy.why.text',
    defaultMessage:
      'To handle your application: check that it is complete, review it, decide, and tell you the result. We use your data for nothing else: no advertising, no profiling, and we sell nothing.',
  },
  keptHeading: { id: 'rights.privacy.kept.heading', defaultMessage: 'How long we keep it' },
  keptWhileOpen: { id: 'rights.privacy.kept.open', defaultMessage: 'Everything is kept while your account exists, so that you can follow your applications.' },
  keptDeleted: {
    id: 'rights.privacy.kept.deleted',
    defaultMessage:
      'When your account is deleted, we delete your documents, profile, nationalities, disability answer, quiz answers, payers, notes and history, and the account itself.',
  },
  keptRecord: {
    id: 'rights.privacy.kept.record',
    defaultMessage:
      'We keep an anonymised record of each application (programme, status, month applied) for {years, plural, one {# year} other {# years}}, for statistics only.',
  },
  keptInvoices: {
    id: 'rights.privacy.kept.invoices',
    defaultMessage: 'If you paid, the invoices and payment records stay as issued, with the payer’s name, for {years, plural, one {# year} other {# years}}, as accounting law requires.',
  },
  rightsHeading: { id: 'rights.privacy.rights.heading', defaultMessage: 'Your rights' },
  rights: {
    id: 'rights.privacy.rights.text',
    defaultMessage:
      'You may ask for a copy of your data, have it corrected, withdraw an application or have your account deleted. Write to the admissions team; if you are not satisfied with the answer, you may complain to your data protection authority.',
  },
  selfService: {
    id: 'rights.privacy.rights.selfService',
    defaultMessage:
      'Signed in, you can do two of these yourself, from the account menu at the top of each page: “{download}” gives you at once a copy of everything the portal holds on you, and “{deletion}” asks the admissions team to delete your account (you may cancel while it waits).',
  },
}),
);
