import { describe, expect, it } from 'vitest';
import { TomlError, readTomlTable } from './toml-table';

const CONFIG = `
project_id = "x"
[auth]
site_url = "https://a.example" # the first brand
[auth.email.template.magic_link]
# a comment line
subject = 'Sign in to "{{ .Data.brand }}"'
content_path = "./supabase/templates/magic-link.html"
escaped = "tab\\there \\"quoted\\" \\u00e9\\U0001F600 back\\\\slash"
count = 1_000
on = true
[[auth.hook]]
subject = "not this one"
[storage]
file_size_limit = "2MiB"
`;

describe('readTomlTable', () => {
  it('reads one table: literal and basic strings with escapes, integers, booleans; comments and other tables ignored', () => {
    expect(readTomlTable(CONFIG, 'auth.email.template.magic_link')).toEqual({
      subject: 'Sign in to "{{ .Data.brand }}"',
      content_path: './supabase/templates/magic-link.html',
      escaped: 'tab\there "quoted" é😀 back\\slash',
      count: 1000,
      on: true,
    });
    expect(readTomlTable(CONFIG, 'storage')).toEqual({ file_size_limit: '2MiB' });
  });

  it('answers null for a table the file does not have', () => {
    expect(readTomlTable(CONFIG, 'auth.email.template.invite')).toBeNull();
  });

  it.each([
    ['[t]\nkey = """multi\nline"""', /multi-line strings/],
    ['[t]\nkey = "open', /unterminated/],
    ['[t]\nkey = "bad \\q"', /bad escape/],
    ['[t]\nkey = [1, 2]', /only strings, integers and booleans/],
    ['[t]\nkey = "a" "b"', /unexpected text/],
    ['[t]\njust words', /expected key = value/],
  ])('refuses %j in the table it reads', (source, message) => {
    expect(() => readTomlTable(source, 't')).toThrow(TomlError);
    expect(() => readTomlTable(source, 't')).toThrow(message);
  });
});
