import { parseFormatting, type Block, type Inline } from '@hercircle/shared/formatting';
import { escapeHtml } from './escape-html.ts';

/**
 * The formatted text of stories and newsletter issues as email HTML and as plain text. The source
 * goes through the shared parser; every text node and attribute is escaped here, so nothing the
 * author typed becomes markup, and only the links the parser accepted are links.
 */

/** Site paths become absolute: an email has no page to be relative to. */
const absolute = (href: string, origin: string) => (href.startsWith('/') ? origin + href : href);

function inlineHtml(nodes: Inline[], origin: string): string {
  return nodes
    .map((n) => {
      switch (n.type) {
        case 'text':
          return escapeHtml(n.text);
        case 'break':
          return '<br>';
        case 'strong':
          return `<strong>${inlineHtml(n.children, origin)}</strong>`;
        case 'em':
          return `<em>${inlineHtml(n.children, origin)}</em>`;
        case 'link':
          return `<a href="${escapeHtml(absolute(n.href, origin))}">${inlineHtml(n.children, origin)}</a>`;
      }
    })
    .join('');
}

function blockHtml(block: Block, origin: string): string {
  switch (block.type) {
    case 'paragraph':
      return `<p>${inlineHtml(block.children, origin)}</p>`;
    case 'heading':
      return `<h${block.level}>${inlineHtml(block.children, origin)}</h${block.level}>`;
    case 'list': {
      const items = block.items.map((i) => `<li>${inlineHtml(i, origin)}</li>`).join('');
      if (!block.ordered) return `<ul>${items}</ul>`;
      return block.start === 1 ? `<ol>${items}</ol>` : `<ol start="${block.start}">${items}</ol>`;
    }
    case 'quote':
      return `<blockquote>${inlineHtml(block.children, origin)}</blockquote>`;
  }
}

/** The body as an HTML fragment; site links are made absolute against `origin`. */
export function formattedHtml(source: string, origin: string): string {
  return parseFormatting(source)
    .map((b) => blockHtml(b, origin))
    .join('\n');
}

function inlineText(nodes: Inline[], origin: string): string {
  return nodes
    .map((n) => {
      switch (n.type) {
        case 'text':
          return n.text;
        case 'break':
          return '\n';
        case 'strong':
        case 'em':
          return inlineText(n.children, origin);
        case 'link': {
          const text = inlineText(n.children, origin);
          const href = absolute(n.href, origin);
          // A link written as its own address is not printed twice.
          return text === href || `mailto:${text}` === href ? href : `${text} (${href})`;
        }
      }
    })
    .join('');
}

/**
 * The body as plain text: markers dropped (a heading is its own paragraph), links as "text (url)",
 * list items kept as such.
 */
export function formattedText(source: string, origin: string): string {
  return parseFormatting(source)
    .map((block) => {
      switch (block.type) {
        case 'paragraph':
        case 'heading':
          return inlineText(block.children, origin);
        case 'list':
          return block.items
            .map((item, i) => {
              const bullet = block.ordered ? `${block.start + i}.` : '-';
              return `${bullet} ${inlineText(item, origin).replace(/\n/g, '\n  ')}`;
            })
            .join('\n');
        case 'quote':
          return `> ${inlineText(block.children, origin).replace(/\n/g, '\n> ')}`;
      }
    })
    .join('\n\n');
}
