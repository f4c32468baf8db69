// zod 4 probes for eval (`new Function('')`) to compile faster parsers; our CSP forbids eval, and the
// blocked probe is reported as a CSP violation on every page that validates a form. Plain parsing is
// fast enough for our forms. zod keeps its settings on this global (what `z.config` writes), so setting
// it here does not pull zod into the first page's JavaScript.
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
// Mutated, not replaced: if zod has loaded already it holds this very object.
(holder.__zod_globalConfig ??= {}).jitless = true;
