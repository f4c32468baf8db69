import { UAParser } from 'ua-parser-js';

/** Browsers report a frozen macOS version (10.15.7 whatever she runs): the name says enough. */
const NO_VERSION = new Set(['macOS', 'Linux', 'Chrome OS']);

/**
 * How her device list names a session: the browser and system its user agent names (the system's
 * major version at most), nothing more: no address, no place. ua-parser-js 1.x, the MIT-licensed
 * line (2.x is AGPL).
 */
export function describeDevice(userAgent: string | null): {
  browser: string | null;
  os: string | null;
} {
  if (!userAgent) return { browser: null, os: null };
  const parsed = new UAParser(userAgent);
  const browser = parsed.getBrowser().name ?? null;
  const { name, version } = parsed.getOS();
  const system = name === 'Mac OS' ? 'macOS' : name;
  const major = system && !NO_VERSION.has(system) ? version?.split('.')[0] : undefined;
  return {
    browser: browser?.slice(0, 60) ?? null,
    os: system ? [system, major].filter(Boolean).join(' ').slice(0, 60) : null,
  };
}
