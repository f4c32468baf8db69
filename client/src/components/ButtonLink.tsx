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

/**
 * The link that closes a card: a subtle button at the card's start, without side padding so it
 * lines up with the card's text, named for its card (the visible words repeat on every card).
 */
export function CardLink(props: { to: string; 'aria-label': string; children: React.ReactNode }) {
  return <ButtonLink variant="subtle" px={0} style={{ alignSelf: 'flex-start' }} {...props} />;
}
