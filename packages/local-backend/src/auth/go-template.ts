// The part of Go's html/template that Supabase Auth's email templates use, so the local mailbox renders the same
// files GoTrue renders in production (supabase/templates). Supported: text; `{{ pipeline }}` output, escaped for
// HTML as html/template escapes text and attribute values; `{{- ` and ` -}}` trimming; `{{/* comments */}}`;
// `if` / `else if` / `else` / `end`; `range` over a list (`.` is each element, `$` the root); variables (`$x := ...`, `$x = ...`, block-scoped); fields (`.`, `.A.b`);
// "strings", numbers, true, false; parenthesised calls of eq, ne, not, and, or. Anything else is a
// TemplateError naming the line, rather than output that production would not send.

export class TemplateError extends Error {}

type Expression =
  | { readonly kind: 'field'; readonly path: readonly string[] }
  | { readonly kind: 'variable'; readonly name: string; readonly path: readonly string[] }
  | { readonly kind: 'literal'; readonly value: string | number | boolean }
  | { readonly kind: 'call'; readonly name: string; readonly args: readonly Expression[] };

type Node =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'output'; readonly value: Expression }
  | { readonly kind: 'set'; readonly name: string; readonly value: Expression; readonly declare: boolean; readonly line: number }
  | { readonly kind: 'if'; readonly branches: readonly { readonly test: Expression; readonly body: readonly Node[] }[]; readonly otherwise: readonly Node[] }
  | { readonly kind: 'range'; readonly list: Expression; readonly body: readonly Node[]; readonly line: number };

type Action =
  | { readonly kind: 'if' | 'else-if' | 'range'; readonly test: Expression }
  | { readonly kind: 'else' | 'end' | 'comment' }
  | { readonly kind: 'output'; readonly value: Expression }
  | { readonly kind: 'set'; readonly name: string; readonly value: Expression; readonly declare: boolean };

const FUNCTIONS = new Set(['eq', 'ne', 'not', 'and', 'or']);

function tokenize(source: string, line: number): string[] {
  const tokens: string[] = [];
  const pattern = /\s*("(?:[^"\\]|\\.)*"|:=|=|\(|\)|\$(?:[A-Za-z_]\w*)?(?:\.[A-Za-z_]\w*)*|\.(?:[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*)?|-?\d+(?:\.\d+)?|[A-Za-z_]\w*)\s*/y;
  let at = 0;
  while (at < source.length) {
    pattern.lastIndex = at;
    const match = pattern.exec(source);
    if (match === null) throw new TemplateError(`line ${line}: cannot read "${source.slice(at).trim()}" (not in the supported subset)`);
    tokens.push(match[1] ?? '');
    at = pattern.lastIndex;
  }
  return tokens;
}

const unquote = (token: string, line: number): string => {
  try {
    return JSON.parse(token) as string;
  } catch {
    throw new TemplateError(`line ${line}: bad string ${token}`);
  }
};

/** One operand, or a call when a function name comes first. */
function parseExpression(tokens: string[], line: number): Expression {
  const operand = (): Expression => {
    const token = tokens.shift();
    if (token === undefined) throw new TemplateError(`line ${line}: an operand is missing`);
    if (token === '(') {
      const inner = parseCommand(true);
      if (tokens.shift() !== ')') throw new TemplateError(`line ${line}: a ")" is missing`);
      return inner;
    }
    if (token.startsWith('"')) return { kind: 'literal', value: unquote(token, line) };
    if (token === 'true' || token === 'false') return { kind: 'literal', value: token === 'true' };
    if (/^-?\d/.test(token)) return { kind: 'literal', value: Number(token) };
    if (token.startsWith('.')) return { kind: 'field', path: token.split('.').slice(1).filter((part) => part !== '') };
    if (token.startsWith('$')) {
      const [name = '$', ...path] = token.split('.');
      return { kind: 'variable', name, path };
    }
    throw new TemplateError(`line ${line}: "${token}" is not supported here`);
  };
  const parseCommand = (nested: boolean): Expression => {
    const first = tokens[0];
    if (first !== undefined && /^[A-Za-z_]/.test(first) && first !== 'true' && first !== 'false') {
      if (!FUNCTIONS.has(first)) throw new TemplateError(`line ${line}: the function "${first}" is not supported (eq, ne, not, and, or are)`);
      tokens.shift();
      const args: Expression[] = [];
      while (tokens.length > 0 && tokens[0] !== ')') args.push(operand());
      if (args.length === 0 || (first === 'not' && args.length !== 1) || ((first === 'eq' || first === 'ne') && args.length < 2)) {
        throw new TemplateError(`line ${line}: wrong number of arguments for ${first}`);
      }
      return { kind: 'call', name: first, args };
    }
    const value = operand();
    if (!nested && tokens.length > 0) throw new TemplateError(`line ${line}: unexpected "${tokens[0]}" (pipelines are not supported)`);
    return value;
  };
  const expression = parseCommand(false);
  if (tokens.length > 0) throw new TemplateError(`line ${line}: unexpected "${tokens[0]}"`);
  return expression;
}

function parseAction(content: string, line: number): Action {
  if (/^\/\*[\s\S]*\*\/$/.test(content)) return { kind: 'comment' };
  const tokens = tokenize(content, line);
  const [first, second] = tokens;
  if (first === 'if' || first === 'range') return { kind: first, test: parseExpression(tokens.slice(1), line) };
  if (first === 'else' && second === 'if') return { kind: 'else-if', test: parseExpression(tokens.slice(2), line) };
  if (first === 'else' || first === 'end') {
    if (tokens.length !== 1) throw new TemplateError(`line ${line}: "${content}" is not supported`);
    return { kind: first };
  }
  if (first?.startsWith('$') && (second === ':=' || second === '=')) {
    return { kind: 'set', name: first, value: parseExpression(tokens.slice(2), line), declare: second === ':=' };
  }
  if (first === undefined) throw new TemplateError(`line ${line}: an empty action`);
  return { kind: 'output', value: parseExpression(tokens, line) };
}

/** The template as a tree; throws a TemplateError on anything outside the subset or unbalanced blocks. */
export function parseGoTemplate(source: string): readonly Node[] {
  const root: Node[] = [];
  type Open = { kind: 'if' | 'range'; branches: { test: Expression; body: Node[] }[]; otherwise: Node[] | null; line: number };
  const stack: Open[] = [];
  const current = (): Node[] => {
    const open = stack.at(-1);
    if (open === undefined) return root;
    return open.otherwise ?? open.branches.at(-1)?.body ?? root;
  };
  let at = 0;
  let trimNext = false;
  while (at <= source.length) {
    const start = source.indexOf('{{', at);
    let text = source.slice(at, start < 0 ? source.length : start);
    if (trimNext) text = text.replace(/^\s+/, '');
    if (start < 0) {
      if (text !== '') current().push({ kind: 'text', text });
      break;
    }
    const trimBefore = /^\{\{-\s/.test(source.slice(start, start + 4));
    if (trimBefore) text = text.replace(/\s+$/, '');
    if (text !== '') current().push({ kind: 'text', text });
    const end = findActionEnd(source, start + 2);
    const line = source.slice(0, start).split('\n').length;
    if (end < 0) throw new TemplateError(`line ${line}: an action is not closed with "}}"`);
    let content = source.slice(start + (trimBefore ? 3 : 2), end);
    trimNext = /\s-$/.test(content);
    if (trimNext) content = content.slice(0, -1);
    at = end + 2;
    const action = parseAction(content.trim(), line);
    switch (action.kind) {
      case 'comment':
        break;
      case 'if':
      case 'range':
        stack.push({ kind: action.kind, branches: [{ test: action.test, body: [] }], otherwise: null, line });
        break;
      case 'else-if':
      case 'else': {
        const open = stack.at(-1);
        if (open === undefined || open.otherwise !== null) throw new TemplateError(`line ${line}: "else" without an open "if"`);
        if (open.kind === 'range') throw new TemplateError(`line ${line}: "else" in a "range" is not supported`);
        if (action.kind === 'else-if') open.branches.push({ test: action.test, body: [] });
        else open.otherwise = [];
        break;
      }
      case 'end': {
        const open = stack.pop();
        if (open === undefined) throw new TemplateError(`line ${line}: "end" without an open "if" or "range"`);
        const [first] = open.branches;
        if (open.kind === 'range' && first !== undefined) current().push({ kind: 'range', list: first.test, body: first.body, line: open.line });
        else current().push({ kind: 'if', branches: open.branches, otherwise: open.otherwise ?? [] });
        break;
      }
      case 'set':
        current().push({ kind: 'set', name: action.name, value: action.value, declare: action.declare, line });
        break;
      case 'output':
        current().push({ kind: 'output', value: action.value });
    }
  }
  const unclosed = stack.at(-1);
  if (unclosed !== undefined) throw new TemplateError(`line ${unclosed.line}: "${unclosed.kind}" is never closed with "end"`);
  return root;
}

/** Where the action that starts at `from` ends ("}}" outside a string literal), or -1. */
function findActionEnd(source: string, from: number): number {
  let inString = false;
  for (let index = from; index < source.length - 1; index += 1) {
    const char = source[index];
    if (inString) {
      if (char === '\\') index += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '}' && source[index + 1] === '}') return index;
  }
  return -1;
}

/** Go's truth: false, 0, "", nil and empty collections are false. */
const truth = (value: unknown): boolean => {
  if (value === undefined || value === null || value === false || value === 0 || value === '') return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return Object.keys(value).length > 0;
  return true;
};

const member = (value: unknown, path: readonly string[]): unknown =>
  path.reduce<unknown>((object, key) => (object !== null && typeof object === 'object' ? (object as Record<string, unknown>)[key] : undefined), value);

/** Go's eq (1.18+): a missing value equals nothing; values of different kinds are an error. */
function equals(left: unknown, right: unknown): boolean {
  if (left === undefined || left === null || right === undefined || right === null) return false;
  if (typeof left !== typeof right || typeof left === 'object') throw new TemplateError(`incompatible types for comparison: ${typeof left} and ${typeof right}`);
  return left === right;
}

type Scope = Map<string, unknown>[];

function evaluate(expression: Expression, data: unknown, scopes: Scope): unknown {
  switch (expression.kind) {
    case 'literal':
      return expression.value;
    case 'field':
      return member(data, expression.path);
    case 'variable': {
      if (expression.name === '$') return member(scopes[0]?.get('$'), expression.path);
      const scope = [...scopes].reverse().find((candidate) => candidate.has(expression.name));
      if (scope === undefined) throw new TemplateError(`undefined variable ${expression.name}`);
      return member(scope.get(expression.name), expression.path);
    }
    case 'call': {
      const value = (index: number) => evaluate(expression.args[index] as Expression, data, scopes);
      switch (expression.name) {
        case 'not':
          return !truth(value(0));
        case 'eq':
        case 'ne': {
          const left = value(0);
          const same = expression.args.slice(1).some((_arg, index) => equals(left, value(index + 1)));
          return expression.name === 'eq' ? same : !same;
        }
        default: {
          // and: the first false argument, else the last; or: the first true one, else the last. Both stop early.
          let last: unknown;
          for (let index = 0; index < expression.args.length; index += 1) {
            last = value(index);
            if (truth(last) === (expression.name === 'or')) return last;
          }
          return last;
        }
      }
    }
  }
}

/** As html/template escapes a value in text or a quoted attribute (a missing value prints nothing). */
export const escapeHtml = (value: unknown): string =>
  value === undefined || value === null
    ? ''
    : String(value).replace(/[&<>"'+\0]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&#34;', "'": '&#39;', '+': '&#43;', '\0': '\uFFFD' })[char] ?? char);

function renderNodes(nodes: readonly Node[], data: unknown, scopes: Scope): string {
  let out = '';
  for (const node of nodes) {
    switch (node.kind) {
      case 'text':
        out += node.text;
        break;
      case 'output':
        out += escapeHtml(evaluate(node.value, data, scopes));
        break;
      case 'set': {
        const value = evaluate(node.value, data, scopes);
        const owner = node.declare ? scopes.at(-1) : [...scopes].reverse().find((scope) => scope.has(node.name));
        if (owner === undefined) throw new TemplateError(`line ${node.line}: undefined variable ${node.name}`);
        owner.set(node.name, value);
        break;
      }
      case 'if': {
        const chosen = node.branches.find((branch) => truth(evaluate(branch.test, data, scopes)))?.body ?? node.otherwise;
        out += renderNodes(chosen, data, [...scopes, new Map()]);
        break;
      }
      case 'range': {
        const list = evaluate(node.list, data, scopes);
        if (list === undefined || list === null) break;
        if (!Array.isArray(list)) throw new TemplateError(`line ${node.line}: range over ${typeof list}, not a list`);
        for (const element of list) out += renderNodes(node.body, element, [...scopes, new Map()]);
      }
    }
  }
  return out;
}

/** Renders a parsed template (parseGoTemplate) with data, as GoTrue's mailer does. */
export function renderGoTemplate(template: readonly Node[], data: Readonly<Record<string, unknown>>): string {
  // The root scope keeps `$`: inside a range, `.` is the element and `$` still the data.
  return renderNodes(template, data, [new Map([['$', data]])]);
}
