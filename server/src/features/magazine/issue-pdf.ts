import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

/** An article as the seed holds it: paragraphs in the stories' formatting (## headings, - lists). */
export interface PdfArticle {
  title: string;
  author: string;
  body: string[];
}

export interface IssuePdfInput {
  issueNumber: number;
  title: string;
  description: string;
  /** YYYY-MM */
  month: string;
  articles: PdfArticle[];
}

export interface IssuePdf {
  bytes: Uint8Array;
  contents: { title: string; page: number }[];
  pageCount: number;
}

const A4: [number, number] = [595, 842];
const MARGIN = 64;
const WIDTH = A4[0] - 2 * MARGIN;
const BOTTOM = 72;
const INK = rgb(0.16, 0.12, 0.2);
const MUTED = rgb(0.42, 0.38, 0.46);
const PLUM = rgb(0.45, 0.2, 0.45);
/** Fixed, so the same articles always make the same bytes (the file is named by its hash). */
const PRINTED = new Date('2026-01-01T00:00:00Z');

/** "November 2026" for 2026-11. */
export function monthName(month: string): string {
  return new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

// The standard fonts speak WinAnsi: Latin-1 and a few typographic marks. Anything else would throw.
const WIN_ANSI_EXTRAS = new Set('‘’“”–—•…€™‚„†‡‰‹›ŒœŠšŽžŸƒˆ˜');
const printable = (text: string) =>
  [...text]
    .map((c) => {
      const code = c.codePointAt(0) ?? 0;
      if ((code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff)) return c;
      return WIN_ANSI_EXTRAS.has(c) ? c : '?';
    })
    .join('');

/** Formatting marks out: bold and italic stars, links to their text. */
const plain = (text: string) =>
  printable(text.replace(/\[([^\]]+)\]\([^)]+\)/g, '$1').replace(/\*\*?([^*]+)\*\*?/g, '$1'));

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * A real, multi-page issue: a title page, the contents, then each article from a new page, every
 * page after the title numbered. Returns the contents with the page each article starts on.
 */
export async function buildIssuePdf(input: IssuePdfInput): Promise<IssuePdf> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(`HerCircle Magazine, Issue ${input.issueNumber}: ${printable(input.title)}`);
  doc.setAuthor('HerCircle');
  doc.setCreator('HerCircle');
  doc.setProducer('HerCircle');
  doc.setCreationDate(PRINTED);
  doc.setModificationDate(PRINTED);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);

  const cover = doc.addPage(A4);
  let y = A4[1] - 140;
  cover.drawText('HerCircle Magazine', { x: MARGIN, y, size: 16, font: bold, color: PLUM });
  y -= 28;
  cover.drawText(`Issue ${input.issueNumber} · ${monthName(input.month)}`, {
    x: MARGIN,
    y,
    size: 12,
    font: regular,
    color: MUTED,
  });
  y -= 90;
  for (const line of wrap(printable(input.title), bold, 38, WIDTH)) {
    cover.drawText(line, { x: MARGIN, y, size: 38, font: bold, color: INK });
    y -= 46;
  }
  y -= 12;
  for (const line of wrap(printable(input.description), regular, 14, WIDTH)) {
    cover.drawText(line, { x: MARGIN, y, size: 14, font: regular, color: INK });
    y -= 20;
  }

  const contentsPage = doc.addPage(A4);
  const contents: IssuePdf['contents'] = [];
  let page: PDFPage = contentsPage;
  const newPage = () => {
    page = doc.addPage(A4);
    y = A4[1] - MARGIN;
  };
  const ensure = (height: number) => {
    if (y - height < BOTTOM) newPage();
  };
  const lines = (text: string, font: PDFFont, size: number, indent = 0, color = INK) => {
    for (const line of wrap(text, font, size, WIDTH - indent)) {
      ensure(size * 1.45);
      y -= size * 1.45;
      page.drawText(line, { x: MARGIN + indent, y, size, font, color });
    }
  };

  for (const article of input.articles) {
    newPage();
    contents.push({ title: printable(article.title), page: doc.getPageCount() });
    lines(printable(article.title), bold, 22);
    y -= 4;
    lines(`By ${printable(article.author)}`, regular, 11, 0, MUTED);
    y -= 12;
    for (const block of article.body) {
      if (block.startsWith('## ')) {
        ensure(40);
        y -= 8;
        lines(plain(block.slice(3)), bold, 14);
      } else if (block.startsWith('- ')) {
        for (const item of block.split('\n')) {
          ensure(16);
          page.drawText('•', { x: MARGIN + 4, y: y - 16, size: 11, font: regular, color: INK });
          lines(plain(item.replace(/^- /, '')), regular, 11, 18);
        }
      } else lines(plain(block), regular, 11);
      y -= 8;
    }
  }

  y = A4[1] - MARGIN;
  contentsPage.drawText('Contents', { x: MARGIN, y: y - 24, size: 26, font: bold, color: INK });
  y -= 70;
  for (const entry of contents) {
    const number = String(entry.page);
    const numberWidth = bold.widthOfTextAtSize(number, 12);
    const [first] = wrap(entry.title, regular, 12, WIDTH - numberWidth - 16);
    contentsPage.drawText(first ?? '', { x: MARGIN, y, size: 12, font: regular, color: INK });
    contentsPage.drawText(number, {
      x: A4[0] - MARGIN - numberWidth,
      y,
      size: 12,
      font: bold,
      color: PLUM,
    });
    y -= 24;
  }

  const pageCount = doc.getPageCount();
  doc.getPages().forEach((p, i) => {
    if (i === 0) return;
    const footer = `HerCircle Magazine · Issue ${input.issueNumber} · ${printable(input.title)}`;
    p.drawText(footer, { x: MARGIN, y: 36, size: 9, font: regular, color: MUTED });
    const number = `${i + 1} of ${pageCount}`;
    p.drawText(number, {
      x: A4[0] - MARGIN - regular.widthOfTextAtSize(number, 9),
      y: 36,
      size: 9,
      font: regular,
      color: MUTED,
    });
  });
  return { bytes: await doc.save(), contents, pageCount };
}

/** The number of pages of a PDF upload, or null when the bytes are not a PDF pdf-lib can read. */
export async function pdfPageCount(bytes: Uint8Array): Promise<number | null> {
  if (Buffer.from(bytes.subarray(0, 5)).toString('latin1') !== '%PDF-') return null;
  try {
    const doc = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
    const count = doc.getPageCount();
    return count > 0 ? count : null;
  } catch {
    return null;
  }
}
