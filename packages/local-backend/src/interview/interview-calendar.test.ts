import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { interviewCalendar, interviewUid, type CalendarInterview } from './interview-calendar';

/** A booked interview at 10:00 Paris time (09:00 UTC) on 3 March 2026, 30 minutes long. */
const anInterview = (overrides: Partial<CalendarInterview> = {}): CalendarInterview => ({
  bookingId: 7,
  domain: 'lumiere.example',
  sequence: 0,
  startsAt: new Date('2026-03-03T09:00:00Z'),
  endsAt: new Date('2026-03-03T09:30:00Z'),
  timeZone: 'Europe/Paris',
  mode: 'on_site',
  location: '12 rue des Écoles, Paris',
  programName: 'MSc Finance',
  schoolName: 'École Lumière',
  contact: 'admissions@lumiere.example',
  language: 'fr',
  cancelled: false,
  at: new Date('2026-02-01T08:00:00Z'),
  ...overrides,
});

/** The file read back by a calendar parser: its method, its zone's id and the one event. */
function readBack(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zone = calendar.getFirstSubcomponent('vtimezone');
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent') ?? undefined);
  if (zone !== null) ICAL.TimezoneService.register(zone);
  return {
    method: calendar.getFirstPropertyValue('method'),
    zoneId: zone?.getFirstPropertyValue('tzid'),
    event,
    status: calendar.getFirstSubcomponent('vevent')?.getFirstPropertyValue('status'),
    startZone: calendar.getFirstSubcomponent('vevent')?.getFirstProperty('dtstart')?.getParameter('tzid'),
  };
}

describe('the interview calendar file', () => {
  it('holds the interview in the school\'s time zone, with its VTIMEZONE, read back at the same instants (French)', () => {
    const { method, zoneId, event, startZone } = readBack(interviewCalendar(anInterview()));
    expect(method).toBe('REQUEST');
    expect(zoneId).toBe('Europe/Paris');
    expect(startZone).toBe('Europe/Paris');
    expect(event.startDate.toString()).toBe('2026-03-03T10:00:00');
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-03-03T09:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-03-03T09:30:00.000Z');
    expect(event.summary).toBe('Entretien d’admission\u00a0: MSc Finance');
    expect(event.location).toBe('À l’école: 12 rue des Écoles, Paris');
    expect(event.uid).toBe(interviewUid(7, 'lumiere.example'));
  });

  it('says the summary and the place in English for an English-speaking candidate, in London time across the clock change', () => {
    const { zoneId, event } = readBack(
      interviewCalendar(anInterview({ language: 'en', timeZone: 'Europe/London', startsAt: new Date('2026-03-30T08:00:00Z'), endsAt: new Date('2026-03-30T08:45:00Z'), mode: 'video', location: 'https://meet.example/abc' })),
    );
    expect(zoneId).toBe('Europe/London');
    // British Summer Time has begun: 08:00 UTC is 09:00 in London.
    expect(event.startDate.toString()).toBe('2026-03-30T09:00:00');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-03-30T08:45:00.000Z');
    expect(event.summary).toBe('Admission interview: MSc Finance');
    expect(event.location).toBe('By video: https://meet.example/abc');
  });

  it('keeps the UID across a move and counts the moves in SEQUENCE; a cancellation is METHOD:CANCEL', () => {
    const moved = readBack(interviewCalendar(anInterview({ sequence: 2, startsAt: new Date('2026-03-04T13:00:00Z'), endsAt: new Date('2026-03-04T13:30:00Z') })));
    expect(moved.event.uid).toBe(interviewUid(7, 'lumiere.example'));
    expect(moved.event.sequence).toBe(2);
    const cancelled = readBack(interviewCalendar(anInterview({ sequence: 3, cancelled: true })));
    expect(cancelled.method).toBe('CANCEL');
    expect(cancelled.status).toBe('CANCELLED');
    expect(cancelled.event.uid).toBe(interviewUid(7, 'lumiere.example'));
    expect(cancelled.event.sequence).toBe(3);
  });

  it('stamps the file in UTC and names the phone when there is no place', () => {
    const text = interviewCalendar(anInterview({ mode: 'phone', location: null, language: 'en' }));
    expect(text).toMatch(/^DTSTAMP:20260201T080000Z\r?$/m);
    expect(readBack(text).event.location).toBe('By phone');
  });
});
