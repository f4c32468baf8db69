import { describe, expect } from 'vitest';
import {
  expectNoHorizontalOverflow,
  expectNoSeriousAxeViolations,
  it,
  settle,
  signInWithForm,
} from './browser.ts';
import { api, createMember, logIn, promoteToAdmin } from './support.ts';

const SHOTS = '/work/shots/v';

describe("the events page's buttons read as the spec says", () => {
  it('Support shows only support events; Register Free takes a visitor to sign in and back; Get Tickets RSVPs a member', async ({
    open,
  }) => {
    const stamp = Date.now();
    const organiser = await createMember('Ines', 'Organiser');
    await promoteToAdmin(organiser.id);
    const admin = await logIn(organiser.email, organiser.password);
    // Tomorrow: ahead of the demo events, so these lead the Support list.
    const starts = new Date(Date.now() + 86_400_000);
    const ends = new Date(starts.getTime() + 2 * 3_600_000);
    const make = async (title: string, extra: Record<string, unknown>) =>
      (
        await api<{ data: { event: { id: number; category: string; area: string } } }>(
          'POST',
          '/events',
          admin.token,
          {
            title,
            description: 'An evening together.',
            starts_at: starts.toISOString(),
            ends_at: ends.toISOString(),
            timezone: 'Europe/London',
            online_url: 'https://meet.example.org/circle',
            ...extra,
          },
        )
      ).data.event;
    const free = await make(`Peer support evening ${stamp}`, {
      category: 'Support',
      speakers: ['Grace Mensah', 'Ruth Adebayo', 'Ada Obi'],
    });
    const priced = await make(`Support workshop ${stamp}`, {
      category: 'Support',
      price_label: '$25',
    });
    // As a script written from api.md sends it: no category, no area.
    const plain = await make(`Open call ${stamp}`, {});
    expect(plain).toMatchObject({ category: 'Community', area: 'Online' });

    const visitor = await open();
    const { page } = visitor;
    await page.goto('/events');
    const chips = page.getByRole('group', { name: 'Category' });
    await chips.getByRole('button', { name: 'Support', exact: true }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?category=Support');
    const card = (title: string) =>
      page.locator('article').filter({ has: page.getByRole('heading', { name: title }) });
    const freeCard = card(`Peer support evening ${stamp}`);
    const pricedCard = card(`Support workshop ${stamp}`);
    await expect.poll(() => freeCard.count()).toBe(1);
    await expect.poll(() => pricedCard.count()).toBe(1);
    expect(await card(`Open call ${stamp}`).count()).toBe(0);
    expect(await freeCard.getByRole('link', { name: /^Register Free/ }).textContent()).toBe(
      'Register Free',
    );
    expect(await pricedCard.getByRole('link', { name: /^Get Tickets/ }).textContent()).toBe(
      'Get Tickets',
    );
    expect(await freeCard.getByText('Speakers: Grace Mensah, Ruth Adebayo, …').isVisible()).toBe(
      true,
    );
    await settle(visitor);
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({ path: `${SHOTS}/events-spec-1280.png`, fullPage: true });

    // A visitor presses Register Free: sign in, and back to the event.
    await freeCard.getByRole('link', { name: /^Register Free/ }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/sign-in');
    const member = await createMember('Rosa', 'Reader');
    await signInWithForm(page, member.email, member.password);
    await expect
      .poll(() => new URL(page.url()).pathname, { timeout: 10_000 })
      .toBe(`/events/${free.id}`);
    expect(visitor.problems).toEqual([]);

    // A member presses Get Tickets on her phone: she is going, and the card says so.
    const phone = await open({ as: member, width: 390, height: 844 });
    await phone.page.goto('/events?category=Support');
    const phoneCard = phone.page
      .locator('article')
      .filter({ has: phone.page.getByRole('heading', { name: `Support workshop ${stamp}` }) });
    await phoneCard.getByRole('button', { name: /^Get Tickets/ }).click();
    await expect
      .poll(() => phoneCard.getByRole('link', { name: /^You're going/ }).textContent())
      .toBe("You're going");
    const { data } = await api<{ data: { event: { my_rsvp: { status: string } } } }>(
      'GET',
      `/events/${priced.id}`,
      member.token,
    );
    expect(data.event.my_rsvp.status).toBe('going');
    await settle(phone);
    await expectNoHorizontalOverflow(phone.page);
    await expectNoSeriousAxeViolations(phone.page);
    await phone.page.screenshot({ path: `${SHOTS}/events-spec-390.png`, fullPage: true });
    expect(phone.problems).toEqual([]);
  });
});
