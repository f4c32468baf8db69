/**
 * The safe Markdown-like formatting of stories and newsletter issues: text in, a tree of blocks out.
 * No HTML string is ever produced here; each renderer (React on the client, the email HTML and text
 * on the server) walks the tree and escapes what it prints. Raw HTML in the source is plain text, an
 * unclosed marker is literal, and only safe links (see `safeHref`) become links.
 *
 * Imported from `@hercircle/shared/formatting` by screens that show formatted text, never by
 * first-load code.
 */

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong'; children: Inline[] }
  | { type: 'em'; children: Inline[] }
  | { type: 'link'; href: string; children: Inline[] }
  | { type: 'break' };

export type Block =
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'heading'; level: 2 | 3; children: Inline[] }
  | { type: 'list'; ordered: boolean; start: number; items: Inline[][] }
  | { type: 'quote'; children: Inline[] };

export const FORMATTING_HELP =
  'Formatting: ## heading, **bold**, *italic*, - list, > quote, [link](https://…)';

/** The same help beside a post or reply, which has no headings of its own. */
export const POST_FORMATTING_HELP =
  'Formatting: **bold**, *italic*, - list, > quote, [link](https://…)';

// Scheme and host only from a closed set; no spaces, backslashes, quotes, angle brackets or control
// characters anywhere (browsers read `/\host` as another site, quotes break attributes).
const SAFE_CHARS = String.raw`[^\s\\"'<>\x60\p{Cc}]`;
const ABSOLUTE = new RegExp(
  String.raw`^(?:https?://[a-z0-9.-]+(?::\d{1,5})?(?:[/?#]${SAFE_CHARS}*)?|mailto:${SAFE_CHARS}+)$`,
  'iu',
);
// A single leading slash: `//host` is another site.
const SITE_PATH = new RegExp(String.raw`^/(?![/\\])${SAFE_CHARS}*$`, 'u');
const MAX_URL = 2000;
const MAX_NESTING = 12;

/**
 * The href a link may carry, or null: http(s) and mailto URLs and site paths starting with one `/`.
 * javascript:, data:, vbscript:, protocol-relative and malformed URLs are refused.
 */
export function safeHref(raw: string): string | null {
  const url = raw.trim();
  if (url.length === 0 || url.length > MAX_URL) return null;
  if (SITE_PATH.test(url)) return url;
  if (!ABSOLUTE.test(url)) return null;
  // The scheme in lower case; the rest as written.
  const colon = url.indexOf(':');
  return url.slice(0, colon).toLowerCase() + url.slice(colon);
}

type Frame = {
  /** The marker as written, printed back when the frame never closes. */
  marker: string;
  kind: 'root' | 'strong' | 'em*' | 'em_' | 'link';
  children: Inline[];
};

function pushText(children: Inline[], text: string) {
  if (text === '') return;
  const last = children[children.length - 1];
  if (last?.type === 'text') last.text += text;
  else children.push({ type: 'text', text });
}

const isSpace = (c: string | undefined) => c === undefined || /\s/.test(c);
const isWordChar = (c: string | undefined) => c !== undefined && /[\p{L}\p{N}]/u.test(c);

/**
 * Inline parsing in one pass with a stack of open markers. Each opener is pushed once and leaves
 * the stack once (closed, or flattened back to literal text bottom-up), and the stacks of openers
 * by kind let a closer find its opener without scanning: linear time even for 100 kB of markers.
 */
export function parseInline(source: string): Inline[] {
  const frames: Frame[] = [{ marker: '', kind: 'root', children: [] }];
  const stars: number[] = [];
  const unders: number[] = [];
  const links: number[] = [];
  const top = () => frames[frames.length - 1]!;

  /** Turns every frame above `depth` back into literal text inside the frame at `depth`. */
  const flattenAbove = (depth: number) => {
    const into = frames[depth]!.children;
    for (let i = depth + 1; i < frames.length; i++) {
      pushText(into, frames[i]!.marker);
      for (const child of frames[i]!.children) {
        if (child.type === 'text') pushText(into, child.text);
        else into.push(child);
      }
    }
    frames.length = depth + 1;
    for (const stack of [stars, unders, links])
      while (stack.length && stack[stack.length - 1]! > depth) stack.pop();
  };
  /** Closes the frame at `depth` (flattening what is above it) and returns its children. */
  const close = (depth: number, stack: number[]) => {
    flattenAbove(depth);
    frames.pop();
    stack.pop();
    return frames[depth - 1]!.children;
  };
  // Where the URL after `](` at each position ends: the next `)` before a line break, or -1. Found
  // in one backward pass (on first need), so many unclosed `](` stay linear.
  let stops: Int32Array | null = null;
  const urlEnd = (from: number) => {
    if (!stops) {
      stops = new Int32Array(source.length + 1).fill(-1);
      for (let j = source.length - 1; j >= 0; j--)
        stops[j] = source[j] === ')' ? j : source[j] === '\n' ? -1 : stops[j + 1]!;
    }
    return stops[from]!;
  };
  // Deeper markers stay text, so no renderer recurses further than this.
  const open = (marker: string, kind: Frame['kind'], stack: number[]) => {
    if (frames.length > MAX_NESTING) return pushText(top().children, marker);
    frames.push({ marker, kind, children: [] });
    stack.push(frames.length - 1);
  };

  let i = 0;
  while (i < source.length) {
    const c = source[i]!;
    if (c === '\\' && i + 1 < source.length && '\\*_[]()#-.'.includes(source[i + 1]!)) {
      pushText(top().children, source[i + 1]!);
      i += 2;
    } else if (c === '\n') {
      top().children.push({ type: 'break' });
      i += 1;
    } else if (c === '*' || c === '_') {
      let end = i;
      while (source[end] === c) end += 1;
      let left = end - i;
      const before = source[i - 1];
      const after = source[end];
      let canOpen = !isSpace(after);
      let canClose = !isSpace(before);
      // snake_case and URLs with underscores stay as written.
      if (c === '_') {
        canOpen &&= !isWordChar(before);
        canClose &&= !isWordChar(after);
      }
      const stack = c === '*' ? stars : unders;
      while (canClose && left > 0 && stack.length) {
        const depth = stack[stack.length - 1]!;
        const opener = frames[depth]!;
        const size = opener.marker.length;
        if (size > left) break;
        const children = close(depth, stack);
        children.push({
          type: opener.kind === 'strong' ? 'strong' : 'em',
          children: opener.children,
        });
        left -= size;
      }
      if (canOpen) {
        if (c === '_') {
          for (; left > 0; left--) open('_', 'em_', unders);
        } else {
          for (; left >= 2; left -= 2) open('**', 'strong', stars);
          if (left === 1) open('*', 'em*', stars);
        }
        left = 0;
      }
      pushText(top().children, c.repeat(left));
      i = end;
    } else if (c === '[') {
      open('[', 'link', links);
      i += 1;
    } else if (c === ']' && source[i + 1] === '(' && links.length) {
      const depth = links[links.length - 1]!;
      const closing = urlEnd(i + 2);
      const href =
        closing === -1 || closing - i > MAX_URL + 2 ? null : safeHref(source.slice(i + 2, closing));
      // A link needs words to click on.
      if (href === null || frames[depth]!.children.length === 0) {
        pushText(top().children, c);
        i += 1;
      } else {
        const opener = frames[depth]!;
        const children = close(depth, links);
        children.push({ type: 'link', href, children: opener.children });
        // Links do not nest: the openers still waiting around this one print as written.
        links.length = 0;
        i = closing + 1;
      }
    } else {
      let end = i + 1;
      while (end < source.length && !'\\\n*_[]'.includes(source[end]!)) end += 1;
      pushText(top().children, source.slice(i, end));
      i = end;
    }
  }
  flattenAbove(0);
  return frames[0]!.children;
}

const HEADING = /^(#{1,3})[ \t]+(.*)$/;
const BULLET = /^[ \t]*[-*][ \t]+(.*)$/;
const NUMBERED = /^[ \t]*(\d{1,9})\.[ \t]+(.*)$/;
const QUOTE = /^>[ \t]?(.*)$/;

/**
 * Blocks: a blank line ends a paragraph or a list; `# ` and `## ` are level-2 headings (the page
 * title is the level 1), `### ` level 3; `- ` or `* ` bulleted and `1. ` numbered list items (an
 * indented line continues the item above); `> ` lines are a quote (its lines keep their breaks);
 * lines of a paragraph keep their line breaks.
 */
export function parseFormatting(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; start: number; items: string[] } | null = null;
  let quote: string[] = [];
  const flush = () => {
    if (quote.length) blocks.push({ type: 'quote', children: parseInline(quote.join('\n')) });
    if (paragraph.length)
      blocks.push({ type: 'paragraph', children: parseInline(paragraph.join('\n')) });
    if (list)
      blocks.push({
        type: 'list',
        ordered: list.ordered,
        start: list.start,
        items: list.items.map(parseInline),
      });
    paragraph = [];
    list = null;
    quote = [];
  };
  for (const line of source.replace(/\r\n?/g, '\n').split('\n')) {
    const heading = HEADING.exec(line);
    const bullet = BULLET.exec(line);
    const numbered = NUMBERED.exec(line);
    const quoted = QUOTE.exec(line);
    if (line.trim() === '') {
      flush();
    } else if (quoted) {
      if (!quote.length) flush();
      quote.push(quoted[1]!);
    } else if (heading) {
      flush();
      const level = heading[1]!.length === 3 ? 3 : 2;
      blocks.push({ type: 'heading', level, children: parseInline(heading[2]!.trim()) });
    } else if (bullet || numbered) {
      const ordered = !bullet;
      const text = bullet ? bullet[1]! : numbered![2]!;
      if (!list || list.ordered !== ordered) {
        flush();
        list = { ordered, start: numbered ? Number(numbered[1]) : 1, items: [] };
      }
      list.items.push(text);
    } else if (list && /^[ \t]/.test(line)) {
      list.items[list.items.length - 1] += `\n${line.trim()}`;
    } else {
      if (list || quote.length) flush();
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}

function inlineText(inlines: Inline[]): string {
  return inlines
    .map((i) => (i.type === 'text' ? i.text : i.type === 'break' ? ' ' : inlineText(i.children)))
    .join('');
}

/** The words of formatted text without its markers, block by block: for excerpts and card leads. */
export function plainBlocks(source: string): { type: Block['type']; text: string }[] {
  return parseFormatting(source).map((b) => ({
    type: b.type,
    text: b.type === 'list' ? b.items.map(inlineText).join('; ') : inlineText(b.children),
  }));
}

/** Formatted text as plain words for a clamped excerpt: no `##`, `**` or link brackets. */
export function plainText(source: string): string {
  return plainBlocks(source)
    .map((b) => b.text)
    .join(' ');
}
