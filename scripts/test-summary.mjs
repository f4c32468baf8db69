// The closing lines of npm test, apart from running anything so that a test can check them.

/**
 * Steps (type-check, lint, build...) get lines of their own; the last line counts tests only.
 * A failed step, or a test run that failed outside any test, still adds a failure to that line,
 * so that it never reads as a clean run when the run was not.
 * @param {{ name: string, ok: boolean }[]} steps what ran before the tests
 * @param {{ ok: boolean, report: any }} tests the Vitest run: whether it exited 0, and its JSON report
 * @returns {{ lines: string[], passed: number, failed: number, ok: boolean }}
 */
export function summarize(steps, tests) {
  const passed = tests.report?.numPassedTests ?? 0;
  let failed = tests.report?.numFailedTests ?? 0;
  // A file that failed to load has no tests to count: count it as a failure.
  failed += (tests.report?.testResults ?? []).filter(
    (f) => f.status === 'failed' && (f.assertionResults ?? []).length === 0,
  ).length;
  // No report, or an error outside any test (Vitest exits 1 with every test passed).
  if (!tests.ok && failed === 0) failed = 1;
  const failedSteps = steps.filter((s) => !s.ok).map((s) => s.name);
  failed += failedSteps.length;

  const lines = ['Steps:'];
  for (const s of steps) lines.push(`  ${s.ok ? '✔' : '✘'} ${s.name}`);
  lines.push(`Tests: ${tests.ok ? '✔' : '✘'} ${tests.report ? 'vitest' : 'vitest (no report)'}`);
  if (failedSteps.length > 0)
    lines.push(`Failed steps, each counted as one failure below: ${failedSteps.join(', ')}`);
  lines.push(`${passed} passed, ${failed} failed`);
  return { lines, passed, failed, ok: failed === 0 };
}
