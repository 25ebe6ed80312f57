// `npm test`: sets up whatever is missing, runs every suite of the workspace in order,
// and ends with one line `N passed, N failed` summing them all. Exits non-zero on any failure.
//
// Suites are declared in each package's package.json under "testSuites" (and the root's), as
//   { "name": "...", "script": "<npm script of that package>", "report": "vitest" | "playwright" | "exit",
//     "needs": ["chromium", "firefox", "webkit", "postgres"] }
// A script with a report writes it to $REPORT_FILE (vitest.shared.ts and the Playwright config read it).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium, ensureDependencies, ensureFirefox, ensurePostgres, ensureWebKit, pnpmBin, root, toolEnv } from './bootstrap.mjs';

const packageOrder = ['.', 'packages/domain', 'packages/wording', 'packages/adapters', 'packages/ui', 'packages/local-backend', 'packages/web'];
const only = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));

function suitesOf(dir) {
  const manifest = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
  return (manifest.testSuites ?? []).map((suite) => ({ ...suite, dir, pkg: manifest.name }));
}

function countsFrom(suite, reportFile, exitCode) {
  if (suite.report === 'exit') return exitCode === 0 ? { passed: 1, failed: 0, skipped: 0 } : { passed: 0, failed: 1, skipped: 0 };
  if (!existsSync(reportFile)) return null;
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  if (suite.report === 'vitest') {
    return { passed: report.numPassedTests ?? 0, failed: report.numFailedTests ?? 0, skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0) };
  }
  if (suite.report === 'playwright') {
    const stats = report.stats ?? {};
    if (stats.flaky) process.stdout.write(`    (${stats.flaky} of them passed only on retry: flaky)\n`);
    return { passed: (stats.expected ?? 0) + (stats.flaky ?? 0), failed: stats.unexpected ?? 0, skipped: stats.skipped ?? 0 };
  }
  throw new Error(`unknown report kind ${suite.report} in ${suite.dir}`);
}

function main() {
  ensureDependencies();
  const suites = packageOrder.flatMap(suitesOf).filter((suite) => only.length === 0 || only.some((o) => suite.name.includes(o)));
  const needs = new Set(suites.flatMap((suite) => suite.needs ?? []));
  const env = { ...toolEnv, FORCE_COLOR: '0' };
  if (needs.has('chromium')) ensureChromium();
  if (needs.has('firefox')) ensureFirefox();
  if (needs.has('webkit')) ensureWebKit();
  if (needs.has('postgres')) env.TEST_DATABASE_URL = ensurePostgres();

  const reportDir = join(root, '.reports');
  rmSync(reportDir, { recursive: true, force: true });
  mkdirSync(reportDir, { recursive: true });

  const results = [];
  for (const [index, suite] of suites.entries()) {
    const reportFile = join(reportDir, `${String(index).padStart(2, '0')}-${suite.name.replace(/[^a-z0-9]+/gi, '-')}.json`);
    process.stdout.write(`\n=== ${suite.name} (${suite.pkg}: ${suite.script}) ===\n`);
    const started = Date.now();
    const child = spawnSync(pnpmBin, ['run', '--silent', suite.script], {
      cwd: join(root, suite.dir),
      stdio: 'inherit',
      env: { ...env, REPORT_FILE: reportFile },
    });
    const exitCode = child.status ?? 1;
    let counts = countsFrom(suite, reportFile, exitCode);
    if (counts === null) counts = { passed: 0, failed: 1, skipped: 0 };
    // A runner can exit non-zero with every test green (coverage threshold, a crash after the run):
    // that is a failure of the suite itself.
    if (exitCode !== 0 && counts.failed === 0) counts = { ...counts, failed: 1 };
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    results.push({ suite, counts, seconds, exitCode });
    process.stdout.write(`--- ${suite.name}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped (${seconds} s, exit ${exitCode})\n`);
  }

  const total = results.reduce(
    (sum, { counts }) => ({ passed: sum.passed + counts.passed, failed: sum.failed + counts.failed, skipped: sum.skipped + counts.skipped }),
    { passed: 0, failed: 0, skipped: 0 },
  );
  process.stdout.write('\nSummary\n');
  for (const { suite, counts, seconds } of results) {
    process.stdout.write(`  ${suite.name.padEnd(40)} ${String(counts.passed).padStart(5)} passed ${String(counts.failed).padStart(4)} failed ${String(counts.skipped).padStart(3)} skipped  ${seconds} s\n`);
  }
  process.stdout.write(`\n${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}\n`);
  process.exitCode = total.failed > 0 || results.length === 0 ? 1 : 0;
}

main();
