import { AnchorLink } from '../../components/AnchorLink.tsx';
import { splitMentions } from './mention-token.ts';

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
