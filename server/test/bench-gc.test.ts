import { describe, expect, it } from 'vitest';
import { gcFigures, withoutGcTrace } from '../bench/api/gc.ts';

describe("the API benchmark's reading of --trace-gc", () => {
  it('counts full and young collections and sums the full ones’ pauses', () => {
    const trace = [
      'listening',
      '[19693:0x14922d70]     6935 ms: Mark-Compact 57.5 (87.1) -> 40.2 (86.6) MB, 3.55 / 0.05 ms  (+ 2.5 ms in 47 steps since start of marking, biggest step 0.1 ms, walltime since start of marking 33 ms) (average mu = 0.978, current mu = 0.986) finalize incremental marking via task; GC in old space requested',
      '[19693:0x14922d70]     8972 ms: Scavenge 57.9 (86.6) -> 47.1 (86.6) MB, 2.35 / 0.10 ms  (average mu = 0.980, current mu = 0.981) task; ',
      '[19693:0x14922d70]     9001 ms: Scavenge 59.0 (86.6) -> 48.2 (86.6) MB, 2.48 / 0.06 ms  (average mu = 0.980, current mu = 0.981) allocation failure; ',
      '[19693:0x14922d70]    12001 ms: Mark-Compact (reduce) 41.0 (86.6) -> 30.2 (50.1) MB, 5.45 / 0.00 ms  (average mu = 0.990, current mu = 0.995) memory reducer; GC in old space requested',
      '{"level":40,"msg":"a log line that mentions Mark-Compact 1.0 MB, 9 / 9 ms"}',
    ].join('\n');
    const figures = gcFigures(trace);
    expect(figures.full).toBe(2);
    expect(figures.fullPauseMs).toBeCloseTo(9, 5);
    expect(figures.scavenges).toBe(2);
  });

  it('reads nothing from output without trace lines', () => {
    expect(gcFigures('listening\nserver started')).toEqual({
      full: 0,
      fullPauseMs: 0,
      scavenges: 0,
    });
  });

  it('leaves what the server itself printed when the trace lines are taken out', () => {
    const output = [
      'listening',
      '[19693:0x14922d70]     8972 ms: Scavenge 57.9 (86.6) -> 47.1 (86.6) MB, 2.35 / 0.10 ms  task; ',
      '{"level":40,"msg":"stream dropped"}',
      '[19693:0x14922d70]     9035 ms: Mark-Compact 57.5 (87.1) -> 40.2 (86.6) MB, 3.55 / 0.05 ms  (+ 2.5 ms in 47 steps) task',
      '',
    ].join('\n');
    expect(withoutGcTrace(output)).toBe('listening\n{"level":40,"msg":"stream dropped"}\n');
  });
});
