// Shared by every package's vitest config: when `npm test` asks for a report (REPORT_FILE),
// vitest writes a JSON one beside its console output, so the totals can be summed.
export function reporters(): Array<string | [string, Record<string, unknown>]> {
  const reportFile = process.env.REPORT_FILE;
  return reportFile ? ['default', ['json', { outputFile: reportFile }]] : ['default'];
}
