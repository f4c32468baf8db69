import { FormattedText } from '../../components/FormattedText.tsx';
import { MentionText } from './MentionText.tsx';

const withMentions = (text: string) => <MentionText content={text} />;

/**
 * A post's or reply's body: the stories' safe formatting (bold, italics, lists, quotes, links
 * marked as the member's own) with each mention a link to her page. Nothing typed becomes markup.
 */
export function PostBody({ content }: { content: string }) {
  // Written in her own language: an Arabic post on a Spanish page (or the reverse) runs its own way.
  return (
    <div dir="auto">
      <FormattedText source={content} fz="sm" gap="xs" ugc renderText={withMentions} />
    </div>
  );
}
