// Reads the commands a README (or a page of docs/) asks its reader to type and says which of them cannot work on a fresh clone:
// an `npm run X` whose script the root package.json lacks, a `node <file>` that is not there, or a tool that
// is not on a newcomer's PATH (they have node, npm and git; pnpm lives in .tools/, the rest in node_modules).

export interface ReadmeCommand {
  /** 1-based line of the file. */
  readonly line: number;
  readonly text: string;
  /** The `## ` section it stands in, or the page's `# ` title before any section. */
  readonly section: string;
  /** The page's `# ` title. */
  readonly page: string;
}

export interface RootPackage {
  readonly scripts: Readonly<Record<string, string>>;
  readonly devDependencies?: Readonly<Record<string, string>>;
}

export interface CheckContext {
  readonly rootPackage: RootPackage;
  /** Whether a path relative to the repository root exists. */
  readonly exists: (path: string) => boolean;
}

/** What a newcomer's shell already has, besides the commands of a section that says to install them. */
const ON_PATH = new Set(['npm', 'node', 'git', 'cd', 'cp', 'mkdir', 'export', 'curl', 'echo', 'cat', 'ls']);
/** Tools a section's or a page's own steps install first (the Deploy page installs the Supabase CLI). */
const INSTALLED_BY_SECTION: Readonly<Record<string, readonly string[]>> = { Deploy: ['supabase'] };
/** Inline code that starts with one of these and goes on is a command to type, not a name in a sentence. */
const COMMAND_WORDS = /^(npm|npx|pnpm|yarn|corepack|node|supabase|tsx|vite|vitest|playwright|storybook)\s+\S/;
const NPM_BUILTINS = new Set(['install', 'ci', 'test', 'start', 'run', 'run-script', 'exec', 'init', 'version', '--version', '-v']);

/** Every line of a fenced shell block, and every inline code span that starts with a command word. */
export function readmeCommands(markdown: string): ReadmeCommand[] {
  const commands: ReadmeCommand[] = [];
  let section = '';
  let page = '';
  let fence: string | null = null;
  let continued: { line: number; text: string } | null = null;
  markdown.split('\n').forEach((raw, index) => {
    const line = index + 1;
    const heading = /^(#{1,2})\s+(.+?)\s*$/.exec(raw);
    if (fence === null && heading) {
      section = heading[2] ?? '';
      if (heading[1] === '#') page = section;
    }
    const fenceMark = /^\s*(```+|~~~+)\s*([\w-]*)/.exec(raw);
    if (fenceMark) {
      if (fence === null) fence = fenceMark[2] ?? '';
      else fence = null;
      return;
    }
    if (fence !== null) {
      if (!['', 'sh', 'bash', 'shell', 'console'].includes(fence)) return;
      const text = raw.replace(/^\s*\$\s+/, '').replace(/\s+#.*$/, '').trim();
      if (text === '' || text.startsWith('#')) return;
      const joined = continued === null ? { line, text } : { line: continued.line, text: `${continued.text} ${text}` };
      if (joined.text.endsWith('\\')) continued = { line: joined.line, text: joined.text.slice(0, -1).trim() };
      else {
        continued = null;
        commands.push({ ...joined, section, page });
      }
      return;
    }
    for (const match of raw.matchAll(/`([^`]+)`/g)) {
      const text = (match[1] ?? '').trim();
      if (COMMAND_WORDS.test(text)) commands.push({ line, text, section, page });
    }
  });
  return commands;
}

/** The simple commands of a line: split at `&&`, `||`, `;` and `|`, leading `VAR=value` words dropped. */
function simpleCommands(text: string): string[][] {
  return text
    .split(/&&|\|\||;|\|/)
    .map((part) => part.trim().split(/\s+/).filter((word) => word !== ''))
    .map((words) => words.slice(words.findIndex((word) => !/^[A-Za-z_][A-Za-z0-9_]*=/.test(word))))
    .filter((words) => words.length > 0 && words[0] !== undefined);
}

/** Why a command would fail as written on a fresh clone, or null when it works. */
function problemOf(words: readonly string[], where: Pick<ReadmeCommand, 'section' | 'page'>, context: CheckContext): string | null {
  const [tool = '', first, second] = words;
  const installedHere = [...(INSTALLED_BY_SECTION[where.section] ?? []), ...(INSTALLED_BY_SECTION[where.page] ?? [])];
  const allowed = ON_PATH.has(tool) || installedHere.includes(tool);
  if (tool === 'npx') {
    const name = first ?? '';
    return context.rootPackage.devDependencies?.[name] !== undefined ? null : `npx ${name}: not a dependency of the root package.json, npx would download it`;
  }
  if (!allowed) return `${tool}: not on a newcomer's PATH (they have ${[...ON_PATH].slice(0, 3).join(', ')})`;
  if (tool === 'npm') {
    if (first === 'run' || first === 'run-script') {
      return second !== undefined && context.rootPackage.scripts[second] !== undefined ? null : `npm run ${second ?? ''}: no such script in the root package.json`;
    }
    if (first === 'test' || first === 'start') return context.rootPackage.scripts[first] !== undefined ? null : `npm ${first}: no such script`;
    return first !== undefined && NPM_BUILTINS.has(first) ? null : `npm ${first ?? ''}: not a command the README should need`;
  }
  if (tool === 'node') {
    const file = words.slice(1).find((word) => !word.startsWith('-'));
    return file === undefined || context.exists(file) ? null : `node ${file}: no such file`;
  }
  return null;
}

export interface CommandProblem {
  readonly line: number;
  readonly text: string;
  readonly problem: string;
}

export function commandProblems(commands: readonly ReadmeCommand[], context: CheckContext): CommandProblem[] {
  return commands.flatMap((command) =>
    simpleCommands(command.text)
      .map((words) => problemOf(words, command, context))
      .filter((problem): problem is string => problem !== null)
      .map((problem) => ({ line: command.line, text: command.text, problem })),
  );
}
