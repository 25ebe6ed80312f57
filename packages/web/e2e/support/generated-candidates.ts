import { listApplications } from '../admin/staff';
import { expect } from './fixtures';

/**
 * Generated candidates no other spec signs in as (a new link replaces an account's previous one), sorted by
 * email: each spec takes its own range, from the start (`offset` >= 0) or from the end (`offset` < 0).
 */
export async function generatedCandidates(count: number, offset: number): Promise<string[]> {
  const { items } = await listApplications('DRAFT', 'applicant.example');
  const emails = [...new Set(items.map((item) => item.email))].sort();
  const from = offset >= 0 ? offset : emails.length + offset;
  const picked = emails.slice(from, from + count);
  expect(picked, 'enough generated DRAFT candidates').toHaveLength(count);
  return picked;
}
