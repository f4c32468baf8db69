import type { Kysely } from 'kysely';
import type { EventCategory } from '@hercircle/shared';
import type { Database } from '../db/schema.ts';
import { setRsvp } from '../features/events/events.queries.ts';
import { findEventIdByTitle, insertEvent } from '../features/events/events-write.queries.ts';
import { DEMO_ADMIN_EMAIL, DEMO_MEMBERS } from './users.ts';

interface DemoEvent {
  title: string;
  category: EventCategory;
  description: string;
  /** Days after the seed's day, and the local wall-clock start and length. */
  inDays: number;
  at: [hour: number, minute: number];
  hours: number;
  timezone: string;
  area: string;
  location: string | null;
  online_url: string | null;
  capacity: number | null;
  price: string;
  speakers: string[];
  featured: boolean;
  /** How many demo members are going (the first ones of DEMO_MEMBERS). */
  going: number;
}

/** The six events the static /events page once showed, now in the database and always ahead. */
const EVENTS: DemoEvent[] = [
  {
    title: 'Grief Circle: Open Session',
    category: 'Support',
    description: 'A gentle, moderated space to talk about loss. Cameras optional.',
    inDays: 5,
    at: [19, 30],
    hours: 1.5,
    timezone: 'Europe/London',
    area: 'Online',
    location: null,
    online_url: 'https://meet.hercircle.example/grief-circle',
    capacity: 45,
    price: 'Free',
    speakers: ['Grace Mensah', 'Ruth Adebayo'],
    featured: false,
    going: 2,
  },
  {
    title: 'Money Moves Live',
    category: 'Finance',
    description: 'Budgeting, pensions and investing basics, with live questions.',
    inDays: 8,
    at: [18, 0],
    hours: 2,
    timezone: 'Europe/London',
    area: 'Online',
    location: null,
    online_url: 'https://meet.hercircle.example/money-moves',
    capacity: null,
    price: 'Free',
    speakers: ['Mei Tanaka', 'Rosa Medina'],
    featured: false,
    going: 4,
  },
  {
    title: "Founders' Breakfast",
    category: 'Entrepreneurship',
    description: 'Coffee and honest talk about the first two years of a company.',
    inDays: 16,
    at: [8, 0],
    hours: 2,
    timezone: 'Africa/Lagos',
    area: 'Lagos, Yaba',
    location: 'Co-Creation Hub, 294 Herbert Macaulay Way, Yaba, Lagos',
    online_url: null,
    capacity: 85,
    price: '$25',
    speakers: ['Amara Okafor', 'Priya Raman', 'Leila Haddad'],
    featured: true,
    going: 3,
  },
  {
    title: 'New in Town: Networking Night',
    category: 'Networking',
    description: 'For women who moved recently and want to meet people who get it.',
    inDays: 22,
    at: [19, 0],
    hours: 2.5,
    timezone: 'America/Toronto',
    area: 'Toronto, Queen West',
    location: 'The Drake Hotel, 1150 Queen St W, Toronto',
    online_url: null,
    capacity: 140,
    price: 'Free',
    speakers: ['Priya Raman'],
    featured: false,
    going: 1,
  },
  {
    title: 'Leading with Confidence Summit',
    category: 'Leadership',
    description: 'A day of talks and workshops for women stepping into senior roles.',
    inDays: 30,
    at: [9, 0],
    hours: 8,
    timezone: 'Europe/London',
    area: 'Manchester',
    location: 'Manchester Central, Windmill Street, Manchester M2 3GX',
    online_url: 'https://meet.hercircle.example/confidence-summit',
    capacity: 420,
    price: '$299',
    speakers: ['Dr Amina Yusuf', 'Claire Hendry', 'Leila Haddad', 'Sun-hee Park'],
    featured: true,
    going: 3,
  },
  {
    title: 'Wellness Weekend Retreat',
    category: 'Wellness',
    description: 'Walks, yoga, good food and no phones (mostly).',
    inDays: 50,
    at: [10, 0],
    hours: 30,
    timezone: 'Europe/London',
    area: 'Lake District',
    location: 'Brathay Hall, Ambleside LA22 0HP',
    online_url: null,
    capacity: 60,
    price: '$50',
    speakers: ['Sofia Marquez'],
    featured: false,
    going: 2,
  },
];

/** The instant a wall-clock time on a day has in a time zone. */
export function zonedTime(day: Date, hour: number, minute: number, timeZone: string): Date {
  const guess = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hour, minute);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    })
      .formatToParts(new Date(guess))
      .map((p) => [p.type, Number(p.value)]),
  ) as Record<string, number>;
  const shown = Date.UTC(
    parts.year ?? 0,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
  );
  return new Date(guess - (shown - guess));
}

/** Demo events, dated ahead of the seed, organised by the demo admin. Idempotent by title. */
export async function seedEvents(
  db: Kysely<Database>,
  users: Map<string, number>,
  now = new Date(),
): Promise<number> {
  let created = 0;
  for (const e of EVENTS) {
    if ((await findEventIdByTitle(db, e.title)) !== undefined) continue;
    const day = new Date(now.getTime() + e.inDays * 86_400_000);
    const starts_at = zonedTime(day, e.at[0], e.at[1], e.timezone);
    const id = await insertEvent(db, {
      title: e.title,
      description: e.description,
      category: e.category,
      starts_at,
      ends_at: new Date(starts_at.getTime() + e.hours * 3_600_000),
      timezone: e.timezone,
      area: e.area,
      location: e.location,
      online_url: e.online_url,
      capacity: e.capacity,
      group_id: null,
      organiser_id: users.get(DEMO_ADMIN_EMAIL) ?? null,
      is_featured: e.featured,
      price_label: e.price,
      speakers: JSON.stringify(e.speakers),
    });
    for (const member of DEMO_MEMBERS.slice(0, e.going)) {
      const userId = users.get(member.email);
      if (userId) await setRsvp(db, id, userId, 'going');
    }
    created += 1;
  }
  return created;
}
