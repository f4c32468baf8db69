import { forwardRef } from 'react';
import { Anchor, type AnchorProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import { splitMentions } from './mention-token.ts';

const AnchorElement = forwardRef<
  HTMLAnchorElement,
  AnchorProps & React.AnchorHTMLAttributes<HTMLAnchorElement>
>((props, ref) => <Anchor ref={ref} {...props} />);
AnchorElement.displayName = 'MentionAnchor';
const AnchorLink = createLink(AnchorElement);

/**
 * A post's or reply's text with each mention shown as "@Amara Okafor", a link to her page. React
 * renders the rest as text, so nothing in a post becomes markup.
 */
export function MentionText({ content }: { content: string }) {
  return (
    <>
      {splitMentions(content).map((part, i) =>
        typeof part === 'string' ? (
          part
        ) : (
          <AnchorLink key={i} to="/members/$id" params={{ id: part.id }} inherit fw={600}>
            @{part.name}
          </AnchorLink>
        ),
      )}
    </>
  );
}
