import { z } from 'zod';

// zod 4 probes for eval (`new Function('')`) to compile faster parsers; our CSP forbids eval, and the
// blocked probe is reported as a CSP violation on every page that validates a form. Plain parsing is
// fast enough for our forms.
z.config({ jitless: true });
