// Command-line flags: --runs N (default 5), --pages a,b (default all), --diagnose, --what-if name=kB. `--help` lists the page names.
import { ALL_NAMES } from './pages.mjs';

export const USAGE = `npm run bench:web -- [--runs N] [--pages name,name] [--diagnose] [--what-if name=kB,...]
  --runs N       runs per page, median reported (default 5)
  --pages a,b    measure only these (default all): ${ALL_NAMES.join(', ')}
  --diagnose     also print each run's longest main-thread tasks and script costs, and keep each run's Lighthouse
                 report, trace, simulated LCP timeline and what-if estimates in bench-results/lighthouse/
                 (slower: three more audits a run)
  --what-if a=kB the what-if estimates also with the scripts named a (a-<hash>.js) at that many gzip kB, alone and
                 with other changes (e.g. portal=22: the signed-in chunk without what the first screen does not
                 use); implies --diagnose`;

/** A wrong flag: the bench prints the message and the usage, no stack. */
export class UsageError extends Error {}

export function parseOptions(argv) {
  const options = { runs: 5, pages: [...ALL_NAMES], help: false, diagnose: false, whatIf: [] };
  for (let index = 0; index < argv.length; index += 1) {
    // `--flag=value` or `--flag value`; the value may hold '=' itself (--what-if=portal=22).
    const [flag, ...rest] = argv[index].split('=');
    const inline = rest.length > 0 ? rest.join('=') : undefined;
    const value = () => inline ?? argv[(index += 1)];
    if (flag === '--') continue;
    else if (flag === '--help' || flag === '-h') options.help = true;
    else if (flag === '--diagnose') options.diagnose = true;
    else if (flag === '--runs') {
      options.runs = Number(value());
      if (!Number.isInteger(options.runs) || options.runs < 1) throw new UsageError(`--runs wants a whole number >= 1\n${USAGE}`);
    } else if (flag === '--pages') {
      options.pages = String(value() ?? '').split(',').map((name) => name.trim()).filter(Boolean);
      const unknown = options.pages.filter((name) => !ALL_NAMES.includes(name));
      if (unknown.length > 0 || options.pages.length === 0) throw new UsageError(`unknown page(s) ${unknown.join(', ')}\n${USAGE}`);
    } else if (flag === '--what-if') {
      options.diagnose = true;
      for (const entry of String(value() ?? '').split(',').filter(Boolean)) {
        const [script, kb] = entry.split('=');
        if (!/^[\w.-]+$/.test(script ?? '') || !(Number(kb) >= 0)) throw new UsageError(`--what-if wants name=kB (e.g. portal=22), not ${entry}\n${USAGE}`);
        options.whatIf.push({ script, bytes: Number(kb) * 1024 });
      }
    } else throw new UsageError(`unknown flag ${argv[index]}\n${USAGE}`);
  }
  return options;
}
