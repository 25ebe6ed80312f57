import { defineMessages } from 'react-intl';
import { untyped } from '../../i18n/untyped';

export const accessibilityMessages = untyped(
  defineMessages({
  title: { id: 'rights.accessibility.title', defaultMessage: 'Accessibility statement' },
  lead: {
    id: 'rights.accessibility.lead',
    defaultMessage: 'We want every candidate to be able to apply on this portal, whatever their device and however they use it.',
  },
  standardHeading: { id: 'rights.accessibility.standard.heading', defaultMessage: 'The standard we aim for' },
  standard: {
    id: 'rights.accessibility.standard.text',
    defaultMessage:
      'For this portal, {school} aims for level AA of the Web Content Accessibility Guidelines (WCAG 2.2). The portal has not yet been audited by an outside expert: it is partially conformant, with the limits listed below.',
  },
  testedHeading: { id: 'rights.accessibility.tested.heading', defaultMessage: 'How we test it' },
  testedAxe: {
    id: 'rights.accessibility.tested.axe',
    defaultMessage: 'Every screen is checked with the axe accessibility engine, in both schools, in English and in French, at phone and desktop widths, each time the code changes.',
  },
  testedJourneys: {
    id: 'rights.accessibility.tested.journeys',
    defaultMessage: 'Automated tests run the real journeys in a browser (signing in, uploading documents, the quiz, paying, the staff review) and check each page with axe.',
  },
  testedKeyboard: {
    id: 'rights.accessibility.tested.keyboard',
    defaultMessage: 'The same journeys are tested with the keyboard alone: every control can be reached with Tab, its focus is visible, and the focus moves to the result of each action.',
  },
  testedPhone: {
    id: 'rights.accessibility.tested.phone',
    defaultMessage: 'Pages are laid out for a 360 pixel wide phone first; every control is at least 44 by 44 pixels and nothing floating covers the content.',
  },
  testedColours: {
    id: 'rights.accessibility.tested.colours',
    defaultMessage: 'The colours of each school are checked for a contrast of at least 4.5 to 1 for text and 3 to 1 for controls and focus rings.',
  },
  limitsHeading: { id: 'rights.accessibility.limits.heading', defaultMessage: 'Known limits' },
  limitScans: {
    id: 'rights.accessibility.limits.scans',
    defaultMessage: 'The preview of a scanned PDF or of a photo is an image without text: a screen reader cannot read it. The file itself is kept as you sent it.',
  },
  limitQuiz: {
    id: 'rights.accessibility.limits.quiz',
    defaultMessage: 'The quiz is timed, and leaving its window counts as leaving the quiz. If you need more time or another way to take it, write to us before you start it.',
  },
  limitOutside: {
    id: 'rights.accessibility.limits.outside',
    defaultMessage: 'The payment page (run by Stripe) and the online application form are other services, with their own accessibility statements.',
  },
  formatHeading: { id: 'rights.accessibility.format.heading', defaultMessage: 'Ask for another format, or tell us about a problem' },
  format: {
    id: 'rights.accessibility.format.text',
    defaultMessage:
      'If a page or a document does not work for you, or you need it in another format (plain text, large print, a document read to you on the phone), contact the admissions team. Say which page and what you need: we will find a way with you.',
  },
}),
);
