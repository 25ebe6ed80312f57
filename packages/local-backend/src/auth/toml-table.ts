// Reads one table of a TOML file (supabase/config.toml): its `key = value` lines with single-line strings,
// integers and booleans. Enough for the email template entries the local backend shares with Supabase; a value
// of another kind in that table is an error, not a guess.

export type TomlValue = string | number | boolean;

export class TomlError extends Error {}

const ESCAPES: Readonly<Record<string, string>> = { b: '\b', t: '\t', n: '\n', f: '\f', r: '\r', '"': '"', '\\': '\\' };

/** A value and what follows it on the line (a comment, or nothing). */
function readValue(text: string, where: string): { value: TomlValue; rest: string } {
  if (text.startsWith('"""') || text.startsWith("'''")) throw new TomlError(`${where}: multi-line strings are not supported here`);
  if (text.startsWith("'")) {
    const end = text.indexOf("'", 1);
    if (end < 0) throw new TomlError(`${where}: unterminated string`);
    return { value: text.slice(1, end), rest: text.slice(end + 1) };
  }
  if (text.startsWith('"')) {
    let value = '';
    for (let index = 1; index < text.length; index += 1) {
      const char = text[index] ?? '';
      if (char === '"') return { value, rest: text.slice(index + 1) };
      if (char !== '\\') {
        value += char;
        continue;
      }
      const next = text[index + 1] ?? '';
      const unicode = next === 'u' ? 4 : next === 'U' ? 8 : 0;
      if (unicode > 0) {
        const hex = text.slice(index + 2, index + 2 + unicode);
        if (!/^[0-9a-fA-F]+$/.test(hex) || hex.length !== unicode) throw new TomlError(`${where}: bad \\${next} escape`);
        value += String.fromCodePoint(parseInt(hex, 16));
        index += 1 + unicode;
      } else {
        const escaped = ESCAPES[next];
        if (escaped === undefined) throw new TomlError(`${where}: bad escape \\${next}`);
        value += escaped;
        index += 1;
      }
    }
    throw new TomlError(`${where}: unterminated string`);
  }
  const bare = /^([^\s#]+)(.*)$/.exec(text);
  const word = bare?.[1] ?? '';
  if (word === 'true' || word === 'false') return { value: word === 'true', rest: bare?.[2] ?? '' };
  if (/^[+-]?\d[\d_]*$/.test(word)) return { value: Number(word.replace(/_/g, '')), rest: bare?.[2] ?? '' };
  throw new TomlError(`${where}: only strings, integers and booleans are supported here, not ${text}`);
}

/** The key/value pairs of `[table]`, or null when the file has no such table. */
export function readTomlTable(source: string, table: string): Record<string, TomlValue> | null {
  let inside = false;
  let found = false;
  const values: Record<string, TomlValue> = {};
  source.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    const header = /^\[\s*([^\]]+?)\s*\]\s*(#.*)?$/.exec(line);
    if (header && !line.startsWith('[[')) {
      inside = header[1] === table;
      found ||= inside;
      return;
    }
    if (line.startsWith('[[')) inside = false;
    if (!inside || line === '' || line.startsWith('#')) return;
    const where = `line ${index + 1}`;
    const pair = /^([A-Za-z0-9_-]+)\s*=\s*(.*)$/.exec(line);
    if (pair === null) throw new TomlError(`${where}: expected key = value in [${table}]`);
    const { value, rest } = readValue(pair[2] ?? '', where);
    if (!/^\s*(#.*)?$/.test(rest)) throw new TomlError(`${where}: unexpected text after the value: ${rest.trim()}`);
    values[pair[1] ?? ''] = value;
  });
  return found ? values : null;
}
