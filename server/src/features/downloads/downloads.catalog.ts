import { textPdf } from './pdf.ts';

/** A file members may download: the magazine's free issues and the resources page's tools. */
export interface Download {
  fileName: string;
  contentType: string;
  body: () => Buffer;
}

/** Free issues of the magazine, by the ids of client/src/content/pages.ts (PUBLICATIONS). */
const ISSUES: { id: string; issue: number; title: string; date: string; summary: string }[] = [
  {
    id: 'issue-12',
    issue: 12,
    title: 'The Courage Issue',
    date: 'November 2026',
    summary: 'Women who changed course, and what it cost them.',
  },
  {
    id: 'issue-10',
    issue: 10,
    title: 'The Money Issue',
    date: 'September 2026',
    summary: 'Earning, saving and talking about money without flinching.',
  },
  {
    id: 'issue-9',
    issue: 9,
    title: 'Rest',
    date: 'August 2026',
    summary: 'On sleep, burnout and the radical act of doing less.',
  },
  {
    id: 'issue-8',
    issue: 8,
    title: 'Raising Them',
    date: 'July 2026',
    summary: 'Parenting stories from single mothers, stepmothers and grandmothers.',
  },
  {
    id: 'issue-7',
    issue: 7,
    title: 'Lead From Where You Are',
    date: 'June 2026',
    summary: 'Leadership without the title: influence, voice and allies.',
  },
  {
    id: 'issue-6',
    issue: 6,
    title: 'Circles',
    date: 'May 2026',
    summary: 'How our groups started, and the friendships that came out of them.',
  },
];

const issuePdf = (i: (typeof ISSUES)[number]) => () =>
  textPdf([
    { text: 'HerCircle Magazine', size: 14 },
    { text: i.title, size: 26 },
    { text: `Issue ${i.issue} - ${i.date}`, size: 12 },
    { text: i.summary, size: 12 },
    { text: 'Thank you for reading. Share what you learned with your circle.', size: 11 },
  ]);

export const DOWNLOADS: Record<string, Download> = {
  ...Object.fromEntries(
    ISSUES.map((i) => [
      i.id,
      { fileName: `hercircle-${i.id}.pdf`, contentType: 'application/pdf', body: issuePdf(i) },
    ]),
  ),
  'goal-setting-worksheet': {
    fileName: 'hercircle-goal-setting-worksheet.pdf',
    contentType: 'application/pdf',
    body: () =>
      textPdf([
        { text: 'Goal Setting Worksheet', size: 24 },
        { text: 'My one big goal: ____________________________________', size: 12 },
        { text: 'Step 1: ______________________________________________', size: 12 },
        { text: 'Step 2: ______________________________________________', size: 12 },
        { text: 'Step 3: ______________________________________________', size: 12 },
        { text: 'The person I will tell: ______________________________', size: 12 },
      ]),
  },
  'budget-planner': {
    fileName: 'hercircle-budget-planner.csv',
    contentType: 'text/csv; charset=utf-8',
    body: () =>
      Buffer.from(
        'Category,Planned,Spent,Difference\r\nRent or mortgage,0,0,=B2-C2\r\nFood,0,0,=B3-C3\r\nTransport,0,0,=B4-C4\r\nSavings,0,0,=B5-C5\r\nOther,0,0,=B6-C6\r\nTotal,=SUM(B2:B6),=SUM(C2:C6),=B7-C7\r\n',
      ),
  },
};
