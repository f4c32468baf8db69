import { forwardRef } from 'react';
import { Anchor, type AnchorProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';

const AnchorElement = forwardRef<
  HTMLAnchorElement,
  AnchorProps & React.AnchorHTMLAttributes<HTMLAnchorElement>
>((props, ref) => <Anchor ref={ref} {...props} />);
AnchorElement.displayName = 'AnchorElement';

/** A Mantine anchor that is a router link, with the router's typed `to` and `params`. */
export const AnchorLink = createLink(AnchorElement);
