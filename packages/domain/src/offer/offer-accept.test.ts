import { describe, expect, it } from 'vitest';
import { acceptancePlan, type CandidateApplication, type CandidateOffer } from './offer-accept';

const offer = (offerId: number, applicationId: number, state: CandidateOffer['state'] = 'made'): CandidateOffer => ({ offerId, applicationId, state });
const application = (applicationId: number, dealStatus: CandidateApplication['dealStatus'] = 'ADMISSIBLE', withdrawn = false): CandidateApplication => ({ applicationId, dealStatus, withdrawn });

describe('acceptancePlan', () => {
  it('declines the other offers standing and withdraws the other pending applications', () => {
    const offers = [offer(1, 100), offer(2, 200), offer(3, 300, 'conditions_pending'), offer(4, 400, 'declined')];
    const applications = [application(100), application(200), application(300), application(400), application(500, 'COMPLETE'), application(600, 'IN_PROGRESS')];
    expect(acceptancePlan(1, offers, applications)).toEqual({ ok: true, value: { decline: [2, 3], withdraw: [500, 600] } });
  });

  it('leaves rejected and withdrawn applications as they are', () => {
    const applications = [application(100), application(500, 'REJECTED'), application(600, 'COMPLETE', true)];
    expect(acceptancePlan(1, [offer(1, 100)], applications)).toEqual({ ok: true, value: { decline: [], withdraw: [] } });
  });

  it('refuses an offer that is not theirs or not waiting for a reply, and a candidate enrolled elsewhere', () => {
    expect(acceptancePlan(9, [offer(1, 100)], [])).toEqual({ ok: false, error: { code: 'OFFER_NOT_FOUND' } });
    expect(acceptancePlan(1, [offer(1, 100, 'withdrawn')], [])).toEqual({ ok: false, error: { code: 'OFFER_NOT_FOUND' } });
    expect(acceptancePlan(1, [offer(1, 100), offer(2, 200, 'enrolled')], [])).toEqual({ ok: false, error: { code: 'ALREADY_ENROLLED' } });
  });
});
