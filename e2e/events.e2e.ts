import fs from 'node:fs';
import { describe, expect } from 'vitest';
import { expectNoHorizontalOverflow, expectNoSeriousAxeViolations, it, settle } from './browser.ts';
import { api, createMember, logIn, promoteToAdmin } from './support.ts';

const SHOTS = '/work/shots/v';

describe('events', () => {
  it('a member RSVPs, sees herself going with the place revealed, and downloads the .ics', async ({
    open,
  }) => {
    const stamp = Date.now();
    const organiser = await createMember('Odile', 'Organiser');
    await promoteToAdmin(organiser.id);
    const admin = { ...organiser, ...(await logIn(organiser.email, organiser.password)) };
    const member = await createMember('Rhea', 'Attendee');
    // Far ahead, so it does not crowd the demo events at the top of the list.
    const starts = new Date(Date.UTC(2031, 2, 14, 18, 30));
    const title = `Evening walk, ${stamp}`;
    const { data } = await api<{ data: { event: { id: number } } }>(
      'POST',
      '/events',
      admin.token,
      {
        title,
        description: 'A slow walk; then tea.',
        category: 'Wellness',
        starts_at: starts.toISOString(),
        ends_at: new Date(starts.getTime() + 2 * 3_600_000).toISOString(),
        timezone: 'Europe/London',
        area: 'Bristol',
        location: 'Harbourside, by the crane',
        capacity: 12,
      },
    );
    const id = data.event.id;

    const wide = await open({ as: member });
    await wide.page.goto('/events');
    await expect
      .poll(() => wide.page.getByRole('heading', { name: 'Community Events' }).isVisible())
      .toBe(true);
    await expect.poll(() => wide.page.locator('article').count()).toBeGreaterThan(0);
    await settle(wide);
    await expectNoSeriousAxeViolations(wide.page);
    await wide.page.screenshot({ path: `${SHOTS}/events-1280.png`, fullPage: true });

    await wide.page.goto(`/events/${id}`);
    await expect.poll(() => wide.page.getByRole('heading', { name: title }).isVisible()).toBe(true);
    expect(await wide.page.getByText('Harbourside, by the crane').count()).toBe(0);
    await wide.page.getByRole('button', { name: 'Going' }).click();
    const status = wide.page.getByRole('status');
    await expect.poll(() => status.textContent()).toBe("You're going");
    await expect
      .poll(() => wide.page.getByText('Harbourside, by the crane').isVisible())
      .toBe(true);
    await expect.poll(() => wide.page.getByText('1 of 12 going').isVisible()).toBe(true);
    await settle(wide);
    await expectNoSeriousAxeViolations(wide.page);
    await wide.page.screenshot({ path: `${SHOTS}/event-1280.png`, fullPage: true });

    const [download] = await Promise.all([
      wide.page.waitForEvent('download'),
      wide.page.getByRole('button', { name: 'Add to calendar' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`evening-walk-${stamp}-${id}.ics`);
    const path = await download.path();
    const ics = fs.readFileSync(path, 'utf8');
    expect(ics).toContain('BEGIN:VEVENT\r\n');
    expect(ics).toContain(`SUMMARY:Evening walk\\, ${stamp}\r\n`);
    expect(ics).toContain('DTSTART:20310314T183000Z\r\n');
    expect(ics).toContain('DTEND:20310314T203000Z\r\n');
    expect(ics).toContain('LOCATION:Harbourside\\, by the crane\r\n');
    expect(wide.problems).toEqual([]);

    // On a phone: the list, the event and the admin list fit and read well.
    const phone = await open({ as: member, width: 390, height: 844 });
    await phone.page.goto('/events');
    await expect.poll(() => phone.page.locator('article').count()).toBeGreaterThan(0);
    await settle(phone);
    await expectNoHorizontalOverflow(phone.page);
    await phone.page.screenshot({ path: `${SHOTS}/events-390.png`, fullPage: true });
    await phone.page.goto(`/events/${id}`);
    await expect.poll(() => phone.page.getByRole('status').textContent()).toBe("You're going");
    await settle(phone);
    await expectNoHorizontalOverflow(phone.page);
    await expectNoSeriousAxeViolations(phone.page);
    await phone.page.screenshot({ path: `${SHOTS}/event-390.png`, fullPage: true });
    expect(phone.problems).toEqual([]);

    for (const width of [1280, 390]) {
      const portal = await open({ as: admin, width, height: width === 390 ? 844 : 900 });
      await portal.page.goto('/admin/events');
      await expect
        .poll(() => portal.page.getByRole('heading', { name: 'Events', level: 1 }).isVisible())
        .toBe(true);
      await expect.poll(() => portal.page.getByText(title).count()).toBeGreaterThan(0);
      await settle(portal);
      if (width === 1280) await expectNoSeriousAxeViolations(portal.page);
      else await expectNoHorizontalOverflow(portal.page);
      await portal.page.screenshot({ path: `${SHOTS}/admin-events-${width}.png`, fullPage: true });
      expect(portal.problems).toEqual([]);
    }

    // The organiser sees who is coming.
    const organiserPage = await open({ as: admin });
    await organiserPage.page.goto(`/events/${id}`);
    const attendees = organiserPage.page.getByRole('list', { name: 'Attendees' });
    await expect.poll(() => attendees.getByText('Rhea Attendee').isVisible()).toBe(true);
    expect(organiserPage.problems).toEqual([]);
  });

  it("a group admin's event shows in her group's Events card, with New event for her", async ({
    open,
  }) => {
    const host = await createMember('Gia', 'Host');
    const { data: made } = await api<{ data: { group: { id: number } } }>(
      'POST',
      '/community/groups',
      host.token,
      { name: `Walkers ${Date.now()}`, description: 'We walk on Sundays.' },
    );
    const starts = new Date(Date.UTC(2031, 4, 4, 9, 0));
    await api('POST', '/events', host.token, {
      title: 'Sunday walk by the river',
      description: 'Boots, water, a snack.',
      category: 'Community',
      starts_at: starts.toISOString(),
      ends_at: new Date(starts.getTime() + 3 * 3_600_000).toISOString(),
      timezone: 'Europe/London',
      area: 'Leeds',
      location: 'Kirkstall Abbey gates',
      group_id: made.group.id,
    });
    for (const width of [1280, 390]) {
      const tracked = await open({ as: host, width, height: width === 390 ? 844 : 900 });
      await tracked.page.goto(`/community/group/${made.group.id}`);
      const card = tracked.page.getByRole('region', { name: 'Events' });
      await expect
        .poll(() => card.getByRole('link', { name: 'Sunday walk by the river' }).isVisible())
        .toBe(true);
      expect(await card.getByRole('button', { name: 'New event' }).isVisible()).toBe(true);
      await settle(tracked);
      await expectNoHorizontalOverflow(tracked.page);
      await card.screenshot({ path: `${SHOTS}/group-events-card-${width}.png` });
      expect(tracked.problems).toEqual([]);
    }
  });

  it('a member reads an in-person event at its own time with hers beside it, an online one in hers', async ({
    open,
  }) => {
    const organiser = await createMember('Tova', 'Toronto');
    await promoteToAdmin(organiser.id);
    const admin = { ...organiser, ...(await logIn(organiser.email, organiser.password)) };
    // Her setting is Tokyo; her browser says UTC: the setting wins.
    const member = await createMember('Kiko', 'Tokyo');
    await api('PUT', '/users/me/preferences', member.token, { time_zone: 'Asia/Tokyo' });
    // 19:00 to 21:00 in Toronto on 3 December 2031 (EST): 09:00 to 11:00 the next day in Tokyo.
    const starts = new Date(Date.UTC(2031, 11, 4, 0, 0));
    const fields = {
      description: 'Coffee and introductions.',
      category: 'Networking',
      starts_at: starts.toISOString(),
      ends_at: new Date(starts.getTime() + 2 * 3_600_000).toISOString(),
      timezone: 'America/Toronto',
    };
    const made = await Promise.all(
      [
        { ...fields, title: 'Queen West meetup', area: 'Toronto', location: 'The Drake' },
        { ...fields, title: 'Online evening circle', online_url: 'https://meet.example.org/c' },
      ].map((event) =>
        api<{ data: { event: { id: number } } }>('POST', '/events', admin.token, event),
      ),
    );
    const [inPerson, online] = made.map((m) => m.data.event.id);

    const tracked = await open({ as: member, timezoneId: 'UTC' });
    const details = tracked.page.getByRole('complementary', { name: 'Event details' });
    await tracked.page.goto(`/events/${inPerson}`);
    await expect.poll(() => details.textContent()).toContain('Time (where it happens)');
    await expect.poll(() => details.textContent()).toContain('7:00 PM – 9:00 PM EST');
    await expect.poll(() => details.textContent()).toContain('Your time');
    await expect
      .poll(() => details.textContent())
      .toContain('Thu, Dec 4, 2031, 9:00 AM – 11:00 AM GMT+9');

    await tracked.page.goto(`/events/${online}`);
    await expect.poll(() => details.textContent()).toContain('Time (your time zone)');
    await expect.poll(() => details.textContent()).toContain('9:00 AM – 11:00 AM GMT+9');
    expect(await details.textContent()).not.toContain('Your time');
    await settle(tracked);
    expect(tracked.problems).toEqual([]);
  });
});
