// Pages whose first screen is data arrive with it (issue 14): the router renders each request's
// page with its data (client/src/entry-server.tsx), the query cache's answers travel with the HTML,
// and the browser hydrates the same tree without asking for them again.
import { describe, expect } from 'vitest';
import { baseUrl, it, settle } from './browser.ts';
import { api, createMember, logIn, promoteToAdmin } from './support.ts';

async function pageHtml(path: string): Promise<string> {
  const res = await fetch(`${baseUrl()}${path}`, { headers: { accept: 'text/html' } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/html');
  return res.text();
}
const eventsHtml = () => pageHtml('/events');

describe('/, rendered with its data', () => {
  it('comes with the community pulse and asks the server nothing until the visitor acts', async ({
    open,
  }) => {
    const pulse = (await (await fetch(`${baseUrl()}/trpc/community.pulse`)).json()) as {
      result: { data: { groups: { name: string }[] } };
    };
    const group = pulse.result.data.groups[0]?.name;
    expect(group).toBeTruthy();
    // Drawn below the fold once the page is live, from the answer the HTML carries.
    expect(await pageHtml('/')).toContain(JSON.stringify(group).slice(1, -1));

    const visitor = await open({ width: 1280, height: 900 });
    const { page } = visitor;
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto('/');
    // The pulse (below the fold, drawn once the page is live) from the answer the HTML carried.
    await expect.poll(() => page.getByText(group!, { exact: true }).count()).toBeGreaterThan(0);
    await settle(visitor);
    expect(asked.filter((path) => path.startsWith('/trpc/'))).toEqual([]);

    await page.getByRole('banner').getByRole('link', { name: 'Stories', exact: true }).click();
    await expect
      .poll(() => asked.filter((p) => p.startsWith('/trpc/content.stories')))
      .toHaveLength(1);
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Stories' }).count())
      .toBe(1);
    expect(visitor.problems).toEqual([]);
  });
});

describe('/events, rendered with its data', () => {
  it('arrives with the upcoming events, shows them without scripts, and hydrates in the reader’s time zone without asking again', async ({
    open,
  }) => {
    const organiser = await createMember('Lena', 'Live');
    await promoteToAdmin(organiser.id);
    const admin = await logIn(organiser.email, organiser.password);
    // Within the hour: the soonest upcoming event, first on the list. Its description holds what
    // would end the data's script element if it were written out as it is.
    const starts = new Date(Math.ceil((Date.now() + 30 * 60_000) / 60_000) * 60_000);
    const title = `Lunchtime stretch ${Date.now()}`;
    const event = {
      title,
      description: 'Bring a mat.</script><script>window.injected = 1</script>',
      category: 'Wellness',
      starts_at: starts.toISOString(),
      ends_at: new Date(starts.getTime() + 3_600_000).toISOString(),
      timezone: 'Europe/London',
      area: 'Online',
      online_url: 'https://meet.example.org/stretch',
    };
    const { data } = await api<{ data: { event: { id: number } } }>(
      'POST',
      '/events',
      admin.token,
      event,
    );

    const html = await eventsHtml();
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toContain(`>${title}</a>`);
    expect(root).toContain('Bring a mat.&lt;/script&gt;&lt;script&gt;window.injected = 1');
    expect(html).not.toContain('<script>window.injected');
    // With when the server began reading it (a member's live stream asks what happened since).
    expect(html).toMatch(/readAt:\d{13}/);

    // The HTML alone: the card is there, its time in UTC until a script says otherwise.
    const plain = await open({ javaScriptEnabled: false, timezoneId: 'America/New_York' });
    await plain.page.goto('/events');
    const plainCard = plain.page.getByRole('article').filter({ hasText: title });
    expect(await plainCard.innerText()).toMatch(/ UTC/);

    // Hydrated in New York: the same card, now in her zone; the list was not fetched again.
    const reader = await open({ timezoneId: 'America/New_York' });
    const asked: string[] = [];
    reader.page.on('request', (request) => {
      if (request.url().includes('/trpc/')) asked.push(new URL(request.url()).pathname);
    });
    await reader.page.goto('/events');
    const card = reader.page.getByRole('article').filter({ hasText: title });
    await expect.poll(() => card.innerText()).toMatch(/ E[SD]T/);
    await settle(reader);
    expect(asked.filter((p) => p.includes('events.list'))).toEqual([]);
    expect(await reader.page.evaluate(() => 'injected' in window)).toBe(false);
    expect(reader.problems).toEqual([]);

    // A change shows on the next request: the page is rendered from the data, not kept.
    await api('PUT', `/events/${data.event.id}`, admin.token, {
      ...event,
      title: `${title}, moved indoors`,
    });
    expect(await eventsHtml()).toContain(`>${title}, moved indoors</a>`);
  });

  it('a member sees her own RSVP, on the page rendered for her', async ({ open }) => {
    const member = await createMember('Mara', 'Member');
    const list = await api<{ data: { events: { id: number; title: string }[] } }>(
      'GET',
      '/events?limit=1',
      member.token,
    );
    const first = list.data.events[0];
    if (!first) throw new Error('no upcoming event');
    await api('POST', `/events/${first.id}/rsvp`, member.token, { status: 'going' });
    const { page, problems } = await open({ as: member });
    await page.goto('/events');
    const card = page.getByRole('article').filter({ hasText: first.title });
    // Her status stands in the card's button (issue 35: "Register Free" until she is going).
    await expect
      .poll(() => card.getByRole('link', { name: `You're going: ${first.title}` }).count())
      .toBe(1);
    expect(problems).toEqual([]);
  });
});

describe('a topic page, rendered with its data', () => {
  it('arrives with its articles, which the HTML alone shows, and hydrates without asking for them again', async ({
    open,
  }) => {
    const html = await pageHtml('/career-finance/finance');
    const titles = [...html.matchAll(/aria-label="Read article: ([^"]+)"/g)].map((m) => m[1]!);
    expect(titles.length).toBeGreaterThan(0);

    const plain = await open({ javaScriptEnabled: false });
    await plain.page.goto('/career-finance/finance');
    expect(await plain.page.getByRole('link', { name: `Read article: ${titles[0]}` }).count()).toBe(
      1,
    );

    const reader = await open({ width: 390, height: 844 });
    const asked: string[] = [];
    reader.page.on('request', (request) => {
      if (request.url().includes('/trpc/')) asked.push(new URL(request.url()).pathname);
    });
    await reader.page.goto('/career-finance/finance');
    await settle(reader);
    expect(
      await reader.page.getByRole('link', { name: `Read article: ${titles[0]}` }).count(),
    ).toBe(1);
    expect(asked.filter((p) => p.includes('content.stories'))).toEqual([]);
    expect(reader.problems).toEqual([]);
  });

  it('an address that names no topic shows the not-found page and asks the server nothing for it', async ({
    open,
  }) => {
    const reader = await open();
    const asked: string[] = [];
    reader.page.on('response', (response) => {
      if (response.url().includes('/trpc/'))
        asked.push(`${response.status()} ${new URL(response.url()).pathname}`);
    });
    await reader.page.goto('/career-finance/no-such-topic');
    await expect
      .poll(() => reader.page.getByRole('heading', { name: /Page not found/ }).count())
      .toBe(1);
    await settle(reader);
    expect(asked.filter((p) => p.includes('content.stories'))).toEqual([]);
    expect(reader.problems).toEqual([]);
  });
});
