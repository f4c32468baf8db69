import { forwardRef } from 'react';
import { Anchor, type AnchorProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';

const AnchorA = forwardRef<
  HTMLAnchorElement,
  AnchorProps & React.AnchorHTMLAttributes<HTMLAnchorElement>
>((props, ref) => <Anchor component="a" ref={ref} {...props} />);
AnchorA.displayName = 'AnchorA';

/** A Mantine anchor that is a router link, with typed `to` and `params`. */
export const AnchorLink = createLink(AnchorA);
