import type { TimelineEvent } from '@admission/domain';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import fr from '../../i18n/compiled/fr.staff.json';
import { timelineSentence } from './timeline-tab';

const english = createIntl({ locale: 'en', defaultLocale: 'en', messages: {}, onError: () => undefined });
const french = createIntl({ locale: 'fr', defaultLocale: 'en', messages: fr, onError: () => undefined });

const anEvent = (overrides: Partial<TimelineEvent>): TimelineEvent => ({
  id: 1,
  applicationId: 4_201,
  at: '2026-03-01T09:30:00.000Z',
  actor: { kind: 'system' },
  kind: 'review-assigned',
  details: {},
  ...overrides,
});

describe("the jury's timeline entries", () => {
  const reviewer = { kind: 'staff', name: 'Ada Reviewer', role: 'reviewer' } as const;
  const admin = { kind: 'staff', name: 'Max Admin', role: 'admin' } as const;

  it('names the reviewer assigned, and a reviewer as such', () => {
    expect(timelineSentence(english, anEvent({ details: { reviewer_name: 'Ada Reviewer' } }), 'en')).toBe('The portal assigned the application to Ada Reviewer for review');
    expect(timelineSentence(english, anEvent({ kind: 'review-submitted', actor: reviewer }), 'en')).toBe('Ada Reviewer (reviewer) submitted a review');
    expect(timelineSentence(french, anEvent({ kind: 'review-conflict', actor: reviewer }), 'fr')).toBe("Ada Reviewer (membre du jury) a déclaré un conflit d'intérêts");
  });

  it('says what an admin did to a review, and a decision from the ranking, in both languages', () => {
    const reopened = anEvent({ kind: 'review-reopened', actor: admin, details: { reviewer_name: 'Ada Reviewer' } });
    expect(timelineSentence(english, reopened, 'en')).toBe('Max Admin (admin) re-opened the review of Ada Reviewer');
    expect(timelineSentence(french, reopened, 'fr')).toBe("Max Admin (administrateur) a rouvert l'évaluation rendue par Ada Reviewer");
    const decided = anEvent({ kind: 'ranking-decision', actor: admin, details: { from: 'COMPLETE', to: 'ADMISSIBLE' } });
    expect(timelineSentence(english, decided, 'en')).toBe('Max Admin (admin) decided from the ranking: Admissible');
    expect(timelineSentence(french, decided, 'fr')).toMatch(/^Max Admin \(administrateur\) a décidé depuis le classement : \S/);
  });

  it("says why a review assignment ended, from the entry's reason, and only an admin's reassignment as a withdrawal, in both languages", () => {
    const ended = (reason: string | undefined, actor: TimelineEvent['actor'] = admin) =>
      anEvent({ kind: 'review-withdrawn', actor, details: { reviewer_name: 'Julien Juré', ...(reason === undefined ? {} : { reason }) } });
    expect(timelineSentence(english, ended('decided'), 'en')).toBe('The review assignment of Julien Juré ended: the application was decided');
    expect(timelineSentence(french, ended('decided'), 'fr')).toBe("L'évaluation confiée à Julien Juré a pris fin : la candidature a été décidée");
    expect(timelineSentence(english, ended('candidate-withdrew', { kind: 'system' }), 'en')).toBe('The review assignment of Julien Juré ended: the candidate withdrew the application');
    expect(timelineSentence(french, ended('candidate-withdrew', { kind: 'system' }), 'fr')).toBe("L'évaluation confiée à Julien Juré a pris fin : le candidat a retiré sa candidature");
    expect(timelineSentence(english, ended('reopened'), 'en')).toBe('The review assignment of Julien Juré ended: the application was re-opened for the candidate');
    expect(timelineSentence(french, ended('reopened'), 'fr')).toBe("L'évaluation confiée à Julien Juré a pris fin : la candidature a été rouverte pour le candidat");
    expect(timelineSentence(english, ended('admin-withdrew'), 'en')).toBe('Max Admin (admin) withdrew the review assignment of Julien Juré');
    expect(timelineSentence(french, ended('admin-withdrew'), 'fr')).toBe("Max Admin (administrateur) a retiré l'évaluation confiée à Julien Juré");
    // An entry recorded before reasons were kept says only that it ended.
    expect(timelineSentence(english, ended(undefined), 'en')).toBe('The review assignment of Julien Juré ended');
    expect(timelineSentence(french, ended(undefined), 'fr')).toBe("L'évaluation confiée à Julien Juré a pris fin");
  });
});

describe("the interview's timeline entries", () => {
  const agent = { kind: 'staff', name: 'Lea Agent', role: 'agent' } as const;
  const panel = { kind: 'staff', name: 'Ada Reviewer', role: 'reviewer' } as const;

  it('says who booked, moved or cancelled the interview, in both languages', () => {
    expect(timelineSentence(english, anEvent({ kind: 'interview-booked', actor: { kind: 'candidate' } }), 'en')).toBe('The candidate booked an interview');
    expect(timelineSentence(english, anEvent({ kind: 'interview-moved', actor: agent }), 'en')).toBe('Lea Agent (agent) moved the interview');
    expect(timelineSentence(french, anEvent({ kind: 'interview-cancelled', actor: agent }), 'fr')).toBe("Lea Agent (agent) a annulé l'entretien");
  });

  it("says what the panel recorded and staff allowed, in both languages", () => {
    expect(timelineSentence(english, anEvent({ kind: 'interview-attendance', actor: panel }), 'en')).toBe('Ada Reviewer (reviewer) recorded the attendance at the interview');
    expect(timelineSentence(french, anEvent({ kind: 'interview-scored', actor: panel }), 'fr')).toBe("Ada Reviewer (membre du jury) a évalué l'entretien");
    expect(timelineSentence(french, anEvent({ kind: 'interview-rebook-allowed', actor: agent }), 'fr')).toBe('Lea Agent (agent) a autorisé une nouvelle réservation après un entretien manqué');
  });
});

describe("the offer's timeline entries", () => {
  const admin = { kind: 'staff', name: 'Max Admin', role: 'admin' } as const;

  it('says who made, accepted or declined an offer, in both languages', () => {
    expect(timelineSentence(english, anEvent({ kind: 'offer-made', actor: admin }), 'en')).toBe('Max Admin (admin) made an offer');
    expect(timelineSentence(english, anEvent({ kind: 'offer-declined', actor: { kind: 'candidate' } }), 'en')).toBe('The candidate declined the offer');
    expect(timelineSentence(french, anEvent({ kind: 'offer-accepted', actor: { kind: 'candidate' } }), 'fr')).toBe('Le candidat a accepté l’offre');
  });

  it('gives the rank a promotion from the waiting list came from, in both languages', () => {
    const promoted = anEvent({ kind: 'waitlist-promoted', details: { offer_id: 7, rank: 4, mode: 'automatic' } });
    expect(timelineSentence(english, promoted, 'en')).toMatch(/offered a freed place from the waiting list \(rank 4\)$/);
    expect(timelineSentence(french, promoted, 'fr')).toMatch(/depuis la liste d’attente \(rang 4\)$/);
  });
});
