import type { CSSProperties, ReactNode } from 'react';
import classes from './ColumnGrid.module.css';

type Cols = { base: number; xs?: number; sm?: number; md?: number };

/**
 * Equal columns by breakpoint, for the layout and the home page: the few lines of CSS that
 * first-load code needs instead of Mantine's SimpleGrid, which weighs about 1 kB gzipped there.
 */
export function ColumnGrid({
  cols,
  gap,
  mt,
  children,
}: {
  cols: Cols;
  /** A Mantine spacing name. */
  gap: 'md' | 'lg' | 'xl';
  mt?: number;
  children: ReactNode;
}) {
  const style = {
    '--grid-gap': `var(--mantine-spacing-${gap})`,
    '--cols-base': cols.base,
    ...(cols.xs && { '--cols-xs': cols.xs }),
    ...(cols.sm && { '--cols-sm': cols.sm }),
    ...(cols.md && { '--cols-md': cols.md }),
    ...(mt !== undefined && { marginTop: mt }),
  } as CSSProperties;
  return (
    <div className={classes.grid} style={style}>
      {children}
    </div>
  );
}
