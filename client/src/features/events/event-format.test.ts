import { describe, expect, it } from 'vitest';
import { eventTimes, hersBeside } from './event-format.ts';

// 19:00 to 21:00 in Toronto on 4 December 2026 (EST, UTC-5): 00:00 to 02:00 UTC the next day.
const toronto = {
  starts_at: '2026-12-05T00:00:00.000Z',
  ends_at: '2026-12-05T02:00:00.000Z',
  timezone: 'America/Toronto',
  is_online: false,
};

describe('eventTimes', () => {
  it('tells an in-person event at its own local time, with hers beside it when they differ', () => {
    const when = eventTimes(toronto, 'Europe/Madrid');
    expect(when).toMatchObject({
      date: 'Fri, Dec 4, 2026',
      time: '7:00 PM – 9:00 PM EST',
      where: 'there',
      hers: { date: 'Sat, Dec 5, 2026', time: '1:00 AM – 3:00 AM GMT+1' },
    });
    expect(hersBeside(when)).toBe('Sat, Dec 5, 2026, 1:00 AM – 3:00 AM GMT+1');
  });

  it('says nothing beside it for a member in the same zone, or on the same day', () => {
    expect(eventTimes(toronto, 'America/New_York').hers).toBeNull();
    const chicago = eventTimes(toronto, 'America/Chicago');
    expect(hersBeside(chicago)).toBe('6:00 PM – 8:00 PM CST');
  });

  it('tells an online event in her zone, and in UTC while her zone is not known', () => {
    const online = { ...toronto, is_online: true };
    expect(eventTimes(online, 'Asia/Tokyo')).toMatchObject({
      date: 'Sat, Dec 5, 2026',
      time: '9:00 AM – 11:00 AM GMT+9',
      where: 'yours',
      hers: null,
    });
    expect(eventTimes(online, null).time).toBe('12:00 AM – 2:00 AM UTC');
    // An in-person event's own time is known on the server too; hers is not, so nothing beside.
    expect(eventTimes(toronto, null)).toMatchObject({ time: '7:00 PM – 9:00 PM EST', hers: null });
  });
});
