import { useDeferredValue, type ReactNode } from 'react';
import { useHydrated } from '../lib/use-hydrated.ts';

/**
 * A page's larger part, rendered after the rest has painted: a render of its own that React may
 * pause for input (a transition), with `placeholder` holding its space meanwhile. A page the
 * server rendered has it in its HTML already: the hydrating render includes it at once.
 *
 * `children` is made by the caller, so the switch to "hydrated", which re-renders this component
 * synchronously, finds the same element and leaves the part alone.
 */
export function DeferredPart({
  placeholder,
  children,
}: {
  placeholder: ReactNode;
  children: ReactNode;
}) {
  const ready = useDeferredValue(true, !useHydrated());
  return ready ? children : placeholder;
}
