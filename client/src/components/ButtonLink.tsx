import { forwardRef } from 'react';
import { Button, type ButtonProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';

const ButtonAnchor = forwardRef<
  HTMLAnchorElement,
  ButtonProps & React.AnchorHTMLAttributes<HTMLAnchorElement>
>((props, ref) => <Button component="a" ref={ref} {...props} />);
ButtonAnchor.displayName = 'ButtonAnchor';

/** A Mantine button that is a router link, with the router's typed `to`, `params` and `search`. */
export const ButtonLink = createLink(ButtonAnchor);
