export interface Step {
  name: string;
  ok: boolean;
}

/** Vitest's JSON report, the fields the summary reads. */
export interface VitestReport {
  numPassedTests?: number;
  numFailedTests?: number;
  testResults?: { status: string; assertionResults?: unknown[] }[];
}

export function summarize(
  steps: Step[],
  tests: { ok: boolean; report: VitestReport | null },
): { lines: string[]; passed: number; failed: number; ok: boolean };
