/**
 * What the admin Outbox screen shows of an email's text, with its secrets masked: an admin reads
 * which link went out, and can match it with the one a member reads out ("it ends in a1b2"), but
 * cannot use it. In every link, the value of a query parameter named like a secret (token, code,
 * key, sig, signature, secret), and any query value or path segment that looks like one (16 or
 * more characters of letters and digits mixed), shows as "…" and its last four characters. A run
 * of six to eight digits standing alone (a one-time sign-in code) shows as "••••••".
 */

const LINK = /https?:\/\/[^\s<>"]+/g;
const SECRET_NAME = /^(token|code|key|sig|signature|secret)$/i;
const CODE = /(?<![\w/.=-])\d{6,8}(?![\w-])/g;
/** Long enough to be a token, and both letters and digits: not a word or a slug of words. */
const looksSecret = (value: string) =>
  value.length >= 16 && /^[\w.~%-]+$/.test(value) && /\d/.test(value) && /[A-Za-z]/.test(value);

function mask(value: string): string {
  if (value === '' || value === '[redacted]') return value;
  return value.length >= 12 ? `…${value.slice(-4)}` : '…';
}

function maskLink(link: string): string {
  const query = link.indexOf('?');
  const path = query < 0 ? link : link.slice(0, query);
  const scheme = path.indexOf('//') + 2;
  const [host = '', ...segments] = path.slice(scheme).split('/');
  const maskedPath = [host, ...segments.map((s) => (looksSecret(s) ? mask(s) : s))].join('/');
  if (query < 0) return path.slice(0, scheme) + maskedPath;
  const [search = '', fragment] = link.slice(query + 1).split('#');
  const params = search.split('&').map((pair) => {
    const equals = pair.indexOf('=');
    if (equals < 0) return pair;
    const name = pair.slice(0, equals);
    const value = pair.slice(equals + 1);
    return SECRET_NAME.test(name) || looksSecret(value) ? `${name}=${mask(value)}` : pair;
  });
  return `${path.slice(0, scheme)}${maskedPath}?${params.join('&')}${fragment === undefined ? '' : `#${fragment}`}`;
}

export function maskSecrets(text: string): string {
  return text.replace(LINK, maskLink).replace(CODE, '••••••');
}
