import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONDITION_STATES, FINAL_OFFER_STATES, OFFER_STATES, type OfferState } from './offer-kinds';
import { acceptedState, authoriseOfferAction, holdsPlace, initialOffer, OFFER_MACHINE, transition, type OfferAction, type OfferActor, type OfferActorRole, type OfferFacts } from './offer-machine';

const NOW = Date.parse('2026-06-01T10:00:00.000Z');
const DAY = 86_400_000;
const actor = (role: OfferActorRole, ownsApplication = role === 'candidate'): OfferActor => ({ role, ownsApplication });
const as = (role: OfferActorRole) => ({ actor: actor(role), nowMs: NOW });
const offer = (overrides: Partial<OfferFacts> = {}): OfferFacts => ({ ...initialOffer(['transcript', 'english'], true, NOW + 14 * DAY), ...overrides });
const stateAfter = (facts: OfferFacts, action: OfferAction, role: OfferActorRole) => {
  const next = transition(facts, action, as(role));
  return next.ok ? next.value.state : next.error.code;
};

describe('authoriseOfferAction', () => {
  it('lets only admins (and an automatic promotion) make, change and withdraw offers', () => {
    expect(authoriseOfferAction('make', actor('admin')).ok).toBe(true);
    expect(authoriseOfferAction('make', actor('system')).ok).toBe(true);
    for (const role of ['agent', 'reviewer', 'candidate'] as const) {
      expect(authoriseOfferAction('make', actor(role))).toEqual({ ok: false, error: { code: 'FORBIDDEN' } });
      expect(authoriseOfferAction('withdraw', actor(role)).ok).toBe(false);
    }
    expect(authoriseOfferAction('change', actor('system')).ok).toBe(false);
  });

  it('lets a candidate reply on their own offer only, and never a reviewer', () => {
    expect(authoriseOfferAction('accept', actor('candidate', true)).ok).toBe(true);
    expect(authoriseOfferAction('accept', actor('candidate', false))).toEqual({ ok: false, error: { code: 'FORBIDDEN' } });
    expect(authoriseOfferAction('accept', actor('admin')).ok).toBe(false);
    for (const kind of Object.keys(OFFER_MACHINE) as (keyof typeof OFFER_MACHINE)[]) expect(authoriseOfferAction(kind, actor('reviewer')).ok).toBe(false);
  });

  it('lets agents and admins mark conditions, the deposit and enrolment; the system records a paid invoice', () => {
    for (const role of ['admin', 'agent'] as const) {
      for (const kind of ['mark-condition', 'grant-more-time', 'refuse-more-time', 'record-deposit-paid', 'waive-deposit', 'enrol'] as const) expect(authoriseOfferAction(kind, actor(role)).ok).toBe(true);
    }
    expect(authoriseOfferAction('record-deposit-paid', actor('system')).ok).toBe(true);
    expect(authoriseOfferAction('waive-deposit', actor('system')).ok).toBe(false);
  });
});

describe('transition', () => {
  it('starts made, conditions pending, the deposit due when asked', () => {
    expect(initialOffer(['a'], false, NOW)).toEqual({ state: 'made', conditions: [{ id: 'a', state: 'pending' }], deposit: 'none', replyByMs: NOW, extension: 'none' });
  });

  it('accepts into conditions pending, accepted (deposit due) or confirmed at once', () => {
    expect(stateAfter(offer(), { kind: 'accept' }, 'candidate')).toBe('conditions_pending');
    expect(stateAfter(offer({ conditions: [] }), { kind: 'accept' }, 'candidate')).toBe('accepted');
    expect(stateAfter(offer({ conditions: [], deposit: 'none' }), { kind: 'accept' }, 'candidate')).toBe('confirmed');
  });

  it('still takes a reply after the deadline: nothing is declined by default', () => {
    const overdue = offer({ replyByMs: NOW - 1 });
    expect(stateAfter(overdue, { kind: 'accept' }, 'candidate')).toBe('conditions_pending');
    expect(stateAfter(overdue, { kind: 'decline' }, 'candidate')).toBe('declined');
  });

  it('confirms once every condition is met and the deposit paid or waived, one condition at a time', () => {
    let facts = offer({ state: 'conditions_pending' });
    const step = (action: OfferAction, role: OfferActorRole = 'agent') => {
      const next = transition(facts, action, as(role));
      if (!next.ok) throw new Error(next.error.code);
      facts = next.value;
      return facts.state;
    };
    expect(step({ kind: 'mark-condition', conditionId: 'transcript', state: 'met' })).toBe('conditions_pending');
    expect(step({ kind: 'record-deposit-paid' }, 'system')).toBe('conditions_pending');
    expect(step({ kind: 'mark-condition', conditionId: 'english', state: 'met' })).toBe('confirmed');
    expect(step({ kind: 'enrol' })).toBe('enrolled');
    expect(acceptedState([{ id: 'a', state: 'met' }], 'waived')).toBe('confirmed');
    expect(acceptedState([], 'due')).toBe('accepted');
  });

  it('frees the place when a condition is not met, before or after acceptance', () => {
    const notMet: OfferAction = { kind: 'mark-condition', conditionId: 'english', state: 'not_met' };
    expect(stateAfter(offer(), notMet, 'admin')).toBe('conditions_not_met');
    expect(stateAfter(offer({ state: 'conditions_pending' }), notMet, 'admin')).toBe('conditions_not_met');
    expect(stateAfter(offer(), { kind: 'mark-condition', conditionId: 'english', state: 'met' }, 'admin')).toBe('made');
    expect(stateAfter(offer(), { kind: 'mark-condition', conditionId: 'nope', state: 'met' }, 'admin')).toBe('CONDITION_NOT_FOUND');
  });

  it('refuses the deposit steps without a deposit, twice, or a waiver without a reason', () => {
    const accepted = offer({ state: 'accepted', conditions: [] });
    expect(stateAfter(offer({ state: 'accepted', deposit: 'none' }), { kind: 'record-deposit-paid' }, 'agent')).toBe('NO_DEPOSIT');
    expect(stateAfter(offer({ state: 'accepted', deposit: 'paid' }), { kind: 'waive-deposit', reason: 'hardship' }, 'agent')).toBe('DEPOSIT_SETTLED');
    expect(stateAfter(accepted, { kind: 'waive-deposit', reason: '  ' }, 'agent')).toBe('REASON_REQUIRED');
    expect(stateAfter(accepted, { kind: 'waive-deposit', reason: 'hardship' }, 'agent')).toBe('confirmed');
    expect(stateAfter(offer(), { kind: 'record-deposit-paid' }, 'agent')).toBe('OFFER_STATE');
  });

  it('takes one request for more time, with a reason, which staff grant with a later deadline or refuse', () => {
    expect(stateAfter(offer(), { kind: 'ask-more-time', reason: '' }, 'candidate')).toBe('REASON_REQUIRED');
    const asked = transition(offer(), { kind: 'ask-more-time', reason: 'visa interview' }, as('candidate'));
    expect(asked.ok && asked.value.extension).toBe('asked');
    const facts = offer({ extension: 'asked' });
    expect(stateAfter(facts, { kind: 'ask-more-time', reason: 'again' }, 'candidate')).toBe('EXTENSION_ALREADY_ASKED');
    expect(stateAfter(facts, { kind: 'grant-more-time', replyByMs: facts.replyByMs }, 'agent')).toBe('DEADLINE_NOT_LATER');
    const granted = transition(facts, { kind: 'grant-more-time', replyByMs: facts.replyByMs + 1 }, as('agent'));
    expect(granted.ok && granted.value).toMatchObject({ extension: 'granted', replyByMs: facts.replyByMs + 1 });
    expect(stateAfter(offer({ extension: 'asked', replyByMs: NOW - DAY }), { kind: 'grant-more-time', replyByMs: NOW }, 'agent')).toBe('DEADLINE_NOT_LATER');
    const refused = transition(facts, { kind: 'refuse-more-time' }, as('admin'));
    expect(refused.ok && refused.value.extension).toBe('refused');
    expect(stateAfter(offer({ extension: 'refused' }), { kind: 'ask-more-time', reason: 'again' }, 'candidate')).toBe('EXTENSION_ALREADY_ASKED');
    expect(stateAfter(offer(), { kind: 'refuse-more-time' }, 'admin')).toBe('NO_EXTENSION_ASKED');
    expect(stateAfter(offer(), { kind: 'grant-more-time', replyByMs: NOW + 30 * DAY }, 'admin')).toBe('NO_EXTENSION_ASKED');
  });

  it('changes conditions and the deadline (a new one in the future), and withdraws only with a reason', () => {
    const changed = transition(offer(), { kind: 'change', conditions: [{ id: 'english', state: 'pending' }], replyByMs: NOW + DAY }, as('admin'));
    expect(changed.ok && changed.value).toMatchObject({ state: 'made', replyByMs: NOW + DAY, conditions: [{ id: 'english', state: 'pending' }] });
    expect(stateAfter(offer(), { kind: 'change', conditions: [], replyByMs: NOW }, 'admin')).toBe('DEADLINE_NOT_LATER');
    expect(stateAfter(offer({ state: 'accepted', conditions: [] }), { kind: 'change', conditions: [{ id: 'x', state: 'pending' }], replyByMs: NOW - DAY }, 'admin')).toBe('conditions_pending');
    expect(stateAfter(offer(), { kind: 'withdraw', reason: '' }, 'admin')).toBe('REASON_REQUIRED');
    expect(stateAfter(offer({ state: 'confirmed' }), { kind: 'withdraw', reason: 'programme closed' }, 'admin')).toBe('withdrawn');
    expect(stateAfter(offer({ state: 'enrolled' }), { kind: 'withdraw', reason: 'x' }, 'admin')).toBe('OFFER_STATE');
  });

  it('refuses the actor before the state', () => {
    expect(stateAfter(offer({ state: 'withdrawn' }), { kind: 'accept' }, 'agent')).toBe('FORBIDDEN');
  });
});

const ROLES: readonly OfferActorRole[] = ['admin', 'agent', 'reviewer', 'candidate', 'system'];
const actionArb: fc.Arbitrary<OfferAction> = fc.oneof(
  fc.constant<OfferAction>({ kind: 'accept' }),
  fc.constant<OfferAction>({ kind: 'decline' }),
  fc.constantFrom('', 'a reason').map((reason): OfferAction => ({ kind: 'ask-more-time', reason })),
  fc.integer({ min: -5, max: 30 }).map((days): OfferAction => ({ kind: 'grant-more-time', replyByMs: NOW + days * DAY })),
  fc.constant<OfferAction>({ kind: 'refuse-more-time' }),
  fc.constantFrom('', 'a reason').map((reason): OfferAction => ({ kind: 'withdraw', reason })),
  fc.record({ conditionId: fc.constantFrom('transcript', 'english', 'other'), state: fc.constantFrom(...CONDITION_STATES) }).map((mark): OfferAction => ({ kind: 'mark-condition', ...mark })),
  fc.constant<OfferAction>({ kind: 'record-deposit-paid' }),
  fc.constantFrom('', 'a reason').map((reason): OfferAction => ({ kind: 'waive-deposit', reason })),
  fc.constant<OfferAction>({ kind: 'enrol' }),
);
const stepArb = fc.record({ action: actionArb, role: fc.constantFrom(...ROLES), owns: fc.boolean() });

// The decision record's table, written out apart from OFFER_MACHINE: the test fails when the two part.
const ALLOWED: Readonly<Record<OfferAction['kind'], readonly [readonly OfferState[], readonly OfferActorRole[]]>> = {
  accept: [['made'], ['candidate']],
  decline: [['made', 'conditions_pending', 'accepted', 'confirmed'], ['candidate']],
  'ask-more-time': [['made'], ['candidate']],
  'grant-more-time': [['made'], ['admin', 'agent']],
  'refuse-more-time': [['made'], ['admin', 'agent']],
  change: [['made', 'conditions_pending', 'accepted'], ['admin']],
  withdraw: [['made', 'conditions_pending', 'accepted', 'confirmed'], ['admin']],
  'mark-condition': [['made', 'conditions_pending', 'accepted'], ['admin', 'agent']],
  'record-deposit-paid': [['conditions_pending', 'accepted'], ['admin', 'agent', 'system']],
  'waive-deposit': [['conditions_pending', 'accepted'], ['admin', 'agent']],
  enrol: [['confirmed'], ['admin', 'agent']],
};

describe('the machine over any sequence of actions', () => {
  it('allows each action exactly in the states and to the actors of the table, and none out of a final state', () => {
    const sample: readonly OfferAction[] = [
      { kind: 'accept' },
      { kind: 'decline' },
      { kind: 'ask-more-time', reason: 'exams' },
      { kind: 'grant-more-time', replyByMs: NOW + 30 * DAY },
      { kind: 'refuse-more-time' },
      { kind: 'change', conditions: [], replyByMs: NOW + DAY },
      { kind: 'withdraw', reason: 'closed' },
      { kind: 'mark-condition', conditionId: 'english', state: 'met' },
      { kind: 'record-deposit-paid' },
      { kind: 'waive-deposit', reason: 'hardship' },
      { kind: 'enrol' },
    ];
    for (const state of OFFER_STATES) {
      for (const action of sample) {
        for (const role of ROLES) {
          const facts = offer({ state, extension: action.kind.endsWith('more-time') && action.kind !== 'ask-more-time' ? 'asked' : 'none' });
          const [from, by] = ALLOWED[action.kind];
          expect(transition(facts, action, { actor: actor(role), nowMs: NOW }).ok, `${state} ${action.kind} ${role}`).toBe(from.includes(state) && by.includes(role));
          if (FINAL_OFFER_STATES.includes(state)) expect(from).not.toContain(state);
        }
      }
    }
  });

  it('reaches each state only by an allowed action of an allowed actor, and never leaves a final state', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.array(stepArb, { maxLength: 30 }), (withConditions, withDeposit, steps) => {
        let facts = initialOffer(withConditions ? ['transcript', 'english'] : [], withDeposit, NOW + 14 * DAY);
        for (const { action, role, owns } of steps) {
          const next = transition(facts, action, { actor: { role, ownsApplication: owns }, nowMs: NOW });
          if (!next.ok) continue;
          expect(OFFER_MACHINE[action.kind].by).toContain(role);
          expect(OFFER_MACHINE[action.kind].from).toContain(facts.state);
          expect(FINAL_OFFER_STATES).not.toContain(facts.state);
          const reached: OfferState = next.value.state;
          if (reached === 'confirmed') {
            expect(next.value.conditions.every((condition) => condition.state === 'met')).toBe(true);
            expect(next.value.deposit).not.toBe('due');
          }
          facts = next.value;
        }
      }),
    );
  });

  it('reaches every state from a new offer', () => {
    const steps: readonly (readonly [OfferAction, OfferActorRole])[] = [
      [{ kind: 'accept' }, 'candidate'],
      [{ kind: 'decline' }, 'candidate'],
      [{ kind: 'withdraw', reason: 'closed' }, 'admin'],
      [{ kind: 'mark-condition', conditionId: 'transcript', state: 'met' }, 'agent'],
      [{ kind: 'mark-condition', conditionId: 'english', state: 'met' }, 'agent'],
      [{ kind: 'mark-condition', conditionId: 'english', state: 'not_met' }, 'agent'],
      [{ kind: 'record-deposit-paid' }, 'system'],
      [{ kind: 'enrol' }, 'agent'],
    ];
    const seen = new Map<string, OfferFacts>([[JSON.stringify(offer()), offer()]]);
    const queue = [offer()];
    for (let facts = queue.shift(); facts !== undefined; facts = queue.shift()) {
      for (const [action, role] of steps) {
        const next = transition(facts, action, as(role));
        if (next.ok && !seen.has(JSON.stringify(next.value))) {
          seen.set(JSON.stringify(next.value), next.value);
          queue.push(next.value);
        }
      }
    }
    expect(new Set([...seen.values()].map((facts) => facts.state))).toEqual(new Set(OFFER_STATES));
  });

  it('holds a place exactly in the live states and enrolled', () => {
    expect(OFFER_STATES.filter(holdsPlace)).toEqual(['made', 'conditions_pending', 'accepted', 'confirmed', 'enrolled']);
  });
});
