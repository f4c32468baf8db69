/**
 * The magazine's free issues: one list for the publications page (client/src/content/pages.ts,
 * PUBLICATIONS) and the PDFs members download by the same ids (GET /downloads/{id}). The client
 * imports it through `@hercircle/shared/publications`: the content it is part of loads with public
 * pages (/stories, /events), and the package's index would bring zod and every schema with it.
 */
export interface FreeIssue {
  id: string;
  issueNumber: number;
  title: string;
  /** The first day of its month, ISO. */
  date: string;
  description: string;
}

export const FREE_ISSUES = [
  {
    id: 'issue-12',
    issueNumber: 12,
    title: 'The Courage Issue',
    date: '2026-11-01',
    description: 'Women who changed course, and what it cost them.',
  },
  {
    id: 'issue-10',
    issueNumber: 10,
    title: 'The Money Issue',
    date: '2026-09-01',
    description: 'Earning, saving and talking about money without flinching.',
  },
  {
    id: 'issue-9',
    issueNumber: 9,
    title: 'Rest',
    date: '2026-08-01',
    description: 'On sleep, burnout and the radical act of doing less.',
  },
  {
    id: 'issue-8',
    issueNumber: 8,
    title: 'Raising Them',
    date: '2026-07-01',
    description: 'Parenting stories from single mothers, stepmothers and grandmothers.',
  },
  {
    id: 'issue-7',
    issueNumber: 7,
    title: 'Lead From Where You Are',
    date: '2026-06-01',
    description: 'Leadership without the title: influence, voice and allies.',
  },
  {
    id: 'issue-6',
    issueNumber: 6,
    title: 'Circles',
    date: '2026-05-01',
    description: 'How our groups started, and the friendships that came out of them.',
  },
] as const satisfies readonly FreeIssue[];

export type FreeIssueId = (typeof FREE_ISSUES)[number]['id'];

export function freeIssue(id: FreeIssueId): FreeIssue {
  const issue = FREE_ISSUES.find((i) => i.id === id);
  if (!issue) throw new Error(`Unknown issue ${id}`);
  return issue;
}
