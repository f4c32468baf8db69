import { Link } from '@tanstack/react-router';
import { useSiteName } from '../lib/use-page-title.ts';
import classes from './Brand.module.css';

export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="brand-g" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#a33d77" />
          <stop offset="1" stopColor="#e0552a" />
        </linearGradient>
      </defs>
      <circle cx="32" cy="32" r="30" fill="url(#brand-g)" />
      <circle cx="32" cy="32" r="15" fill="none" stroke="#fff" strokeWidth="6" />
    </svg>
  );
}

export function Brand({ to = '/' }: { to?: string }) {
  const siteName = useSiteName();
  return (
    <Link to={to} className={classes.link} aria-label={`${siteName} home`}>
      <BrandMark />
      <span className={classes.name}>{siteName}</span>
    </Link>
  );
}
