import { describe, expect, it } from 'vitest';
import { crmContactLink } from './crm-link';

const template = 'https://crm.example/contacts/0/record/{id}';

describe('crmContactLink', () => {
  it('puts the contact id into the template', () => {
    expect(crmContactLink(template, '12345')).toBe('https://crm.example/contacts/0/record/12345');
  });

  it('appends the id to a base URL without a placeholder', () => {
    expect(crmContactLink('https://crm.example/contacts/', '7')).toBe('https://crm.example/contacts/7');
  });

  it('escapes what is not safe in a path', () => {
    expect(crmContactLink(template, 'a/b c')).toBe('https://crm.example/contacts/0/record/a%2Fb%20c');
  });

  it.each([null, undefined, '', '   '])('gives no link for %j', (id) => {
    expect(crmContactLink(template, id)).toBeNull();
  });
});
