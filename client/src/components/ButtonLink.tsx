import { forwardRef } from 'react';
import { ActionIcon, Button, type ActionIconProps, type ButtonProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';

type AnchorProps = React.AnchorHTMLAttributes<HTMLAnchorElement>;

const ButtonAnchor = forwardRef<HTMLAnchorElement, ButtonProps & AnchorProps>((props, ref) => (
  <Button component="a" ref={ref} {...props} />
));
ButtonAnchor.displayName = 'ButtonAnchor';

const ActionIconAnchor = forwardRef<HTMLAnchorElement, ActionIconProps & AnchorProps>(
  (props, ref) => <ActionIcon component="a" ref={ref} {...props} />,
);
ActionIconAnchor.displayName = 'ActionIconAnchor';

/** A Mantine button that is a router link, with the router's typed `to`, `params` and `search`. */
export const ButtonLink = createLink(ButtonAnchor);
/** An icon button that is a router link. */
export const ActionIconLink = createLink(ActionIconAnchor);
