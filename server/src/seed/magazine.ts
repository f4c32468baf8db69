import type { Kysely } from 'kysely';
import type { IssueInput } from '@hercircle/shared';
import type { Database } from '../db/schema.ts';
import { buildIssuePdf } from '../features/magazine/issue-pdf.ts';
import { saveIssueFile } from '../features/magazine/issue-files.ts';
import { findIssueByNumber, insertIssue } from '../features/magazine/issues.queries.ts';
import { CAREER_ARTICLES } from './articles-career.ts';
import { HEALTH_ARTICLES } from './articles-health.ts';

type DemoIssue = Omit<IssueInput, 'contents'> & { articles: string[] };

/** The demo issues, each made of seeded articles (by title): the newest three for members. */
export const DEMO_ISSUES: DemoIssue[] = [
  {
    issue_number: 12,
    title: 'The Courage Issue',
    description: 'Women who changed course, and what it cost them.',
    category: 'Career',
    topics: ['Career change', 'Risk', 'Starting over', 'Mentors', 'Money'],
    month: '2026-11',
    access: 'members',
    articles: [
      'A 90-day plan to change careers',
      'How to negotiate a job offer',
      'Anxiety at work: small changes that help',
    ],
  },
  {
    issue_number: 11,
    title: 'Leadership Playbook',
    description: 'On hiring, feedback and staying human when the team is yours.',
    category: 'Leadership',
    topics: ['Leadership', 'Hiring', 'Feedback', 'Boards'],
    month: '2026-10',
    access: 'members',
    articles: ['Your first month as a manager', 'How to negotiate a job offer'],
  },
  {
    issue_number: 10,
    title: 'The Money Issue',
    description: 'Earning, saving and talking about money without flinching.',
    category: 'Finance',
    topics: ['Budgeting', 'Investing', 'Pay gap'],
    month: '2026-09',
    access: 'members',
    articles: [
      'A budget that actually sticks',
      'The pension gap, and how to close yours',
      'Snowball or avalanche? Paying off debt',
      'Index funds, explained over coffee',
      'Ethical investing without the greenwash',
    ],
  },
  {
    issue_number: 9,
    title: 'Rest',
    description: 'On sleep, burnout and the radical act of doing less.',
    category: 'Wellness',
    topics: ['Sleep', 'Burnout', 'Boundaries', 'Holidays'],
    month: '2026-08',
    access: 'free',
    articles: [
      'A one-week sleep reset',
      'One evening a week without screens',
      'Tired all the time? Check your iron',
    ],
  },
  {
    issue_number: 8,
    title: 'Raising Them',
    description: 'Parenting stories from single mothers, stepmothers and grandmothers.',
    category: 'Parenting',
    topics: ['Parenting', 'Family', 'Childcare'],
    month: '2026-07',
    access: 'free',
    articles: [
      'Postnatal depression is common and treatable',
      'Investing for your children',
      'Your pelvic floor is a muscle too',
    ],
  },
  {
    issue_number: 7,
    title: 'Lead From Where You Are',
    description: 'Leadership without the title: influence, voice and allies.',
    category: 'Leadership',
    topics: ['Leadership', 'Influence', 'Allies', 'Speaking up'],
    month: '2026-06',
    access: 'free',
    articles: ['Your first month as a manager', 'A 90-day plan to change careers'],
  },
  {
    issue_number: 6,
    title: 'Circles',
    description: 'How our groups started, and the habits we keep together.',
    category: 'Community',
    topics: ['Community', 'Friendship', 'Volunteering'],
    month: '2026-05',
    access: 'free',
    articles: [
      'Couch to 5K, honestly',
      'Strength training for absolute beginners',
      'Five breakfasts with 20 grams of protein',
    ],
  },
];

const ARTICLES = [...CAREER_ARTICLES, ...HEALTH_ARTICLES];

/**
 * The demo issues as published issues with real PDFs, built from the seeded articles and written to
 * DATA_DIR/issues; their contents and page counts are the PDF's own. Idempotent by issue number.
 */
export async function seedIssues(db: Kysely<Database>, dataDir: string): Promise<number> {
  let created = 0;
  for (const { articles: titles, ...issue } of DEMO_ISSUES) {
    if (await findIssueByNumber(db, issue.issue_number)) continue;
    const articles = titles.map((title) => {
      const article = ARTICLES.find((a) => a.title === title);
      if (!article) throw new Error(`No seeded article "${title}"`);
      return article;
    });
    const pdf = await buildIssuePdf({
      issueNumber: issue.issue_number,
      title: issue.title,
      description: issue.description,
      month: issue.month,
      articles,
    });
    const file = await saveIssueFile(dataDir, pdf.bytes);
    await insertIssue(db, {
      ...issue,
      contents: pdf.contents,
      status: 'published',
      published_at: new Date(`${issue.month}-01T08:00:00Z`),
      pdf_file: file,
      pdf_bytes: pdf.bytes.length,
      page_count: pdf.pageCount,
    });
    created += 1;
  }
  return created;
}
