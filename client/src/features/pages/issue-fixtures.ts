import type { Issue } from '@hercircle/shared';

/** A published issue as the server answers it, for the pages' tests. */
export function issueFixture(fields: Partial<Issue> & { id: number; title: string }): Issue {
  return {
    issue_number: fields.id,
    description: 'An issue of the magazine.',
    category: 'Career',
    topics: ['One', 'Two', 'Three', 'Four'],
    contents: [{ title: 'Opening', page: 3 }],
    month: '2026-11',
    access: 'members',
    status: 'published',
    cover_url: null,
    page_count: 9,
    pdf_bytes: 4000,
    pdf_url: `/api/v1/issues/${fields.id}/pdf`,
    published_at: '2026-11-01T08:00:00.000Z',
    ...fields,
  };
}
