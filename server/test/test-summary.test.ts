// npm test's closing lines (scripts/test.mjs): the last line counts tests, never the steps before
// them, and it cannot read as a clean run when a step or the test run failed.
import { describe, expect, it } from 'vitest';
import { summarize, type Step } from '../../scripts/test-summary.mjs';

const green: Step[] = [
  { name: 'type-check', ok: true },
  { name: 'lint', ok: true },
  { name: 'build', ok: true },
  { name: 'size budget', ok: true },
];
const report = (passed: number, failed: number) => ({
  numPassedTests: passed,
  numFailedTests: failed,
  testResults: [{ status: failed ? 'failed' : 'passed', assertionResults: [{}] }],
});
const lastLine = (lines: string[]) => lines[lines.length - 1];

describe('the test summary', () => {
  it('counts tests only, and prints each step on a line of its own', () => {
    const summary = summarize(green, { ok: true, report: report(120, 0) });
    expect(lastLine(summary.lines)).toBe('120 passed, 0 failed');
    expect(summary).toMatchObject({ passed: 120, failed: 0, ok: true });
    for (const step of green)
      expect(summary.lines.filter((l) => l.includes(step.name) && l.includes('✔'))).toHaveLength(1);
  });

  it('a failed step fails the run and the last line, and says which step', () => {
    const steps = green.map((s) => (s.name === 'lint' ? { ...s, ok: false } : s));
    const summary = summarize(steps, { ok: true, report: report(120, 0) });
    expect(lastLine(summary.lines)).toBe('120 passed, 1 failed');
    expect(summary.ok).toBe(false);
    expect(summary.lines.some((l) => l.includes('✘') && l.includes('lint'))).toBe(true);
  });

  it('failed tests and files that did not load are counted', () => {
    const summary = summarize(green, {
      ok: false,
      report: {
        numPassedTests: 7,
        numFailedTests: 2,
        testResults: [
          { status: 'failed', assertionResults: [{}, {}] },
          { status: 'failed', assertionResults: [] },
        ],
      },
    });
    expect(lastLine(summary.lines)).toBe('7 passed, 3 failed');
    expect(summary.ok).toBe(false);
  });

  it('a test run that failed outside any test, or left no report, is a failure', () => {
    const outside = summarize(green, { ok: false, report: report(50, 0) });
    expect(lastLine(outside.lines)).toBe('50 passed, 1 failed');
    expect(outside.ok).toBe(false);
    const none = summarize(green, { ok: false, report: null });
    expect(lastLine(none.lines)).toBe('0 passed, 1 failed');
    expect(none.ok).toBe(false);
  });
});
