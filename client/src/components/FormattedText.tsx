import { Fragment, useMemo, type MouseEvent, type ReactNode } from 'react';
import {
  Anchor,
  Blockquote,
  List,
  Stack,
  Text,
  Title,
  type MantineSpacing,
  type TextProps,
} from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { parseFormatting, type Inline } from '@hercircle/shared/formatting';

type Props = {
  source: string;
  fz?: TextProps['fz'];
  lh?: TextProps['lh'];
  gap?: MantineSpacing;
  /** A preview beside a form: every link opens in a new tab, so a click never loses the draft. */
  preview?: boolean;
  /**
   * A member's post or reply: links to other sites carry `nofollow ugc` (the site does not vouch
   * for them), and headings read as bold lines (a post sits inside the page's own headings).
   */
  ugc?: boolean;
  /** How a run of plain text is shown (a post's mentions become links to her page). */
  renderText?: (text: string) => ReactNode;
};

type InlineOptions = Pick<Props, 'preview' | 'ugc' | 'renderText'>;

// A link in running text takes the text's size and is underlined, so it is told from the words
// around it by more than colour.
const IN_TEXT = { inherit: true, underline: 'always' } as const;

/** A site path followed inside the app (a plain left click), so the page does not reload. */
function SiteLink({ href, children }: { href: string; children: ReactNode }) {
  const router = useRouter();
  const follow = (e: MouseEvent) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    void router.navigate({ href });
  };
  return (
    <Anchor href={href} onClick={follow} {...IN_TEXT}>
      {children}
    </Anchor>
  );
}

function inline(nodes: Inline[], options: InlineOptions): ReactNode {
  const { preview, ugc, renderText } = options;
  return nodes.map((n, i) => {
    switch (n.type) {
      case 'text':
        return <Fragment key={i}>{renderText ? renderText(n.text) : n.text}</Fragment>;
      case 'break':
        return <br key={i} />;
      case 'strong':
        return <strong key={i}>{inline(n.children, options)}</strong>;
      case 'em':
        return <em key={i}>{inline(n.children, options)}</em>;
      case 'link':
        if (n.href.startsWith('/') && !preview)
          return (
            <SiteLink key={i} href={n.href}>
              {inline(n.children, options)}
            </SiteLink>
          );
        // A mail link opens the mail program, not an empty tab.
        return n.href.startsWith('mailto:') ? (
          <Anchor key={i} href={n.href} {...IN_TEXT}>
            {inline(n.children, options)}
          </Anchor>
        ) : (
          <Anchor
            key={i}
            href={n.href}
            target="_blank"
            rel={ugc ? 'nofollow ugc noopener' : 'noopener noreferrer'}
            {...IN_TEXT}
          >
            {inline(n.children, options)}
          </Anchor>
        );
    }
  });
}

/**
 * Text in the safe Markdown-like formatting (shared/src/formatting.ts) as React elements: every
 * string is a text node, so nothing the author typed becomes markup.
 */
export function FormattedText({
  source,
  fz,
  lh,
  gap = 'md',
  preview = false,
  ugc = false,
  renderText,
}: Props) {
  const blocks = useMemo(() => parseFormatting(source), [source]);
  const options = { preview, ugc, renderText };
  const wrap = { overflowWrap: 'anywhere' } as const;
  return (
    <Stack gap={gap}>
      {blocks.map((block, i) => {
        switch (block.type) {
          case 'paragraph':
            return (
              <Text key={i} fz={fz} lh={lh} style={wrap}>
                {inline(block.children, options)}
              </Text>
            );
          case 'heading':
            if (ugc)
              return (
                <Text key={i} fz={fz} lh={lh} fw={700} style={wrap}>
                  {inline(block.children, options)}
                </Text>
              );
            return (
              <Title
                key={i}
                order={block.level}
                // Beside a form the headings stay in proportion to the smaller text.
                size={preview ? `h${block.level + 1}` : undefined}
                mt="xs"
              >
                {inline(block.children, options)}
              </Title>
            );
          case 'list':
            return (
              <List
                key={i}
                type={block.ordered ? 'ordered' : 'unordered'}
                start={block.ordered ? block.start : undefined}

                fz={fz}
                lh={lh}
                spacing={4}
                style={wrap}
              >
                {block.items.map((item, j) => (
                  <List.Item key={j}>{inline(item, options)}</List.Item>
                ))}
              </List>
            );
          case 'quote':
            return (
              <Blockquote key={i} color="plum" p="xs" pl="md" fz={fz} lh={lh} style={wrap}>
                {inline(block.children, options)}
              </Blockquote>
            );
        }
      })}
    </Stack>
  );
}
