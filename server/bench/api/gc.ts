/**
 * What V8's `--trace-gc` printed during a run. A line per collection, e.g.
 *
 *   [123:0x5a1e0]  6935 ms: Mark-Compact 57.5 (87.1) -> 40.2 (86.6) MB, 3.55 / 0.05 ms  (+ 2.5 ms in 47 steps …) …
 *   [123:0x5a1e0]  8972 ms: Scavenge 57.9 (86.6) -> 47.1 (86.6) MB, 2.35 / 0.10 ms  (average mu = 0.980 …) task;
 *
 * A full collection (Mark-Compact) marks the whole heap, partly on helper threads that share the
 * machine's cores with PostgreSQL: on 2 cores the requests in flight meanwhile answer tens of
 * milliseconds late, which is where the product's p99 comes from (bench/results.md).
 */
export interface GcFigures {
  /** Full collections (Mark-Compact). */
  full: number;
  /** Their pauses on the main thread, summed, in ms. */
  fullPauseMs: number;
  /** Young-generation collections (Scavenge). */
  scavenges: number;
}

/** One line of the trace: the kind of collection, then its main-thread pause in ms. */
const TRACE_LINE =
  /^\[\d+:0x[\da-f]+\]\s+\d+ ms: (Mark-Compact|Scavenge)\b[^,\n]*, ([\d.]+) \/ [\d.]+ ms.*(?:\n|$)/gm;

/** The output with V8's lines taken out, for a person reading what the server said. */
export function withoutGcTrace(output: string): string {
  return output.replace(TRACE_LINE, '');
}

export function gcFigures(trace: string): GcFigures {
  const figures: GcFigures = { full: 0, fullPauseMs: 0, scavenges: 0 };
  for (const [, kind, pause] of trace.matchAll(TRACE_LINE)) {
    if (kind === 'Scavenge') figures.scavenges += 1;
    else {
      figures.full += 1;
      figures.fullPauseMs += Number(pause);
    }
  }
  return figures;
}
