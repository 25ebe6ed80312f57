import { describe, expect, it } from 'vitest';
import { withoutEmptyFragment } from './empty-fragment';

describe('withoutEmptyFragment', () => {
  it('drops a bare trailing #', () => {
    expect(withoutEmptyFragment('http://localhost:5173/#')).toBe('http://localhost:5173/');
    expect(withoutEmptyFragment('http://localhost:5173/documents?x=1#')).toBe('http://localhost:5173/documents?x=1');
  });

  it('leaves an address without one, or with a real fragment', () => {
    expect(withoutEmptyFragment('http://localhost:5173/')).toBeNull();
    expect(withoutEmptyFragment('http://localhost:5173/#error=access_denied')).toBeNull();
  });
});
