/**
 * Which country's resources a reader sees first: hers from her profile's location when it names
 * one ("Leeds, UK", "Ireland", "US"), else the region of her browser's first language (en-GB: GB),
 * else none, and International comes first.
 */

const ALIASES: Record<string, string> = {
  UK: 'GB',
  'GREAT BRITAIN': 'GB',
  BRITAIN: 'GB',
  ENGLAND: 'GB',
  SCOTLAND: 'GB',
  WALES: 'GB',
  'NORTHERN IRELAND': 'GB',
  USA: 'US',
  'U.S.': 'US',
  'U.S.A.': 'US',
  AMERICA: 'US',
  'UNITED STATES OF AMERICA': 'US',
};

let byName: Map<string, string> | undefined;

/** Every region name the runtime knows, upper-cased, to its ISO code (built once). */
function countriesByName(): Map<string, string> {
  if (byName) return byName;
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  byName = new Map();
  for (let a = 65; a <= 90; a++)
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      const name = names.of(code);
      if (name && name !== code) byName.set(name.toUpperCase(), code);
    }
  return byName;
}

/** The ISO code a place names, judged by its last comma-separated part; null when none. */
export function countryOfLocation(location: string | null): string | null {
  const last = location?.split(',').pop()?.trim().toUpperCase();
  if (!last) return null;
  if (ALIASES[last]) return ALIASES[last];
  if (/^[A-Z]{2}$/.test(last) && countriesByName().has(codeName(last))) return last;
  return countriesByName().get(last) ?? null;
}

function codeName(code: string): string {
  return (new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code).toUpperCase();
}

/** The region of the first language in an Accept-Language header that has one (en-GB: GB). */
export function countryOfLanguages(header: string | null | undefined): string | null {
  for (const entry of header?.split(',') ?? []) {
    const tag = entry.split(';')[0]?.trim() ?? '';
    const region = /^[a-z]{2,3}(?:-[a-z]{4})?-([a-z]{2})$/i.exec(tag)?.[1];
    if (region) return region.toUpperCase();
  }
  return null;
}
