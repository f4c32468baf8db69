import { textPdf } from './pdf.ts';

/** A file members may download: the resources page's tools (issues have their own route). */
export interface Download {
  fileName: string;
  contentType: string;
  body: () => Buffer;
}

export const DOWNLOADS: Record<string, Download> = {
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
