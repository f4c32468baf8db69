import { z } from 'zod';
import {
  EVENT_CATEGORIES,
  RSVP_REQUESTS,
  RSVP_STATUSES,
  type EventCategory,
} from '../constants.ts';
import { id, pagination } from './common.ts';

/** Events and RSVPs (api.md "Events, stories, newsletter, deletion"). */

const instant = z.iso.datetime({ offset: true, error: 'Must be a date and time (ISO 8601)' });

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** An IANA time zone name that this runtime knows. */
export const timezone = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .refine(isTimeZone, 'Must be an IANA time zone, e.g. Europe/London');

const onlineUrl = z
  .url({ protocol: /^https?$/, error: 'Must be a web address starting with https://' })
  .max(500);

/** Nullable fields: trimmed, and empty becomes null. */
const blankToNull = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .transform((v) => (v === '' ? null : v))
    .nullable();

const eventFields = {
  title: z.string().trim().min(3, 'Must be at least 3 characters').max(120),
  description: z.string().trim().min(1, 'Describe the event').max(4000),
  category: z.enum(EVENT_CATEGORIES, {
    error: `Choose a category from: ${EVENT_CATEGORIES.join(', ')}`,
  }),
  starts_at: instant,
  ends_at: instant,
  timezone,
  /** The place anyone may read: a city or "Online". */
  area: z.string().trim().min(1, 'Say where, e.g. a city or Online').max(120),
  /** The exact place: shown to going members and organisers only. */
  location: blankToNull(300),
  online_url: z.union([onlineUrl, z.literal('').transform(() => null), z.null()]),
  capacity: z.number().int().min(1).max(100_000).nullable(),
  featured: z.boolean(),
  price_label: blankToNull(40),
  /** Names in order; cards show the first two. */
  speakers: z
    .array(z.string().trim().min(1, 'A speaker needs a name').max(80), {
      error: 'Speakers must be a list of names',
    })
    .max(12, 'At most 12 speakers'),
};

/** api.md (third wave): a script may leave out the category and, for an online event, the area. */
export const DEFAULT_EVENT_CATEGORY = 'Community' satisfies EventCategory;
export const ONLINE_AREA = 'Online';

export const createEventInput = z.object({
  ...eventFields,
  category: eventFields.category.default(DEFAULT_EVENT_CATEGORY),
  area: eventFields.area.optional(),
  speakers: eventFields.speakers.default([]),
  location: eventFields.location.optional(),
  online_url: eventFields.online_url.optional(),
  capacity: eventFields.capacity.optional(),
  featured: eventFields.featured.optional(),
  price_label: eventFields.price_label.optional(),
  group_id: id.nullish(),
});
export type CreateEventInput = z.infer<typeof createEventInput>;

export const updateEventInput = z.object({ id }).extend(
  Object.fromEntries(Object.entries(eventFields).map(([k, v]) => [k, v.optional()])) as {
    [K in keyof typeof eventFields]: z.ZodOptional<(typeof eventFields)[K]>;
  },
);
export type UpdateEventInput = z.infer<typeof updateEventInput>;

export const listEventsInput = z.object({
  /** Events that end at or after this instant; default now (upcoming). */
  from: instant.optional(),
  /** Events that start before this instant. */
  to: instant.optional(),
  group_id: id.optional(),
  format: z.enum(['online', 'in_person']).optional(),
  category: eventFields.category.optional(),
  /** Events the caller RSVPed to or organises (signed in only). */
  mine: z.boolean().default(false),
  /** Cancelled events too (the admin list). */
  include_cancelled: z.boolean().default(false),
  ...pagination(20),
});
export type ListEventsInput = z.infer<typeof listEventsInput>;

export const rsvpInput = z.object({
  id,
  status: z.enum(RSVP_REQUESTS, { error: 'Status must be going or interested' }),
});

export const rsvp = z.object({
  status: z.enum(RSVP_STATUSES),
  /** 1 for the first on the waitlist; null unless waitlisted. */
  waitlist_position: z.number().int().nullable(),
});
export type Rsvp = z.infer<typeof rsvp>;

const person = z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string() });

export const event = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  timezone: z.string(),
  area: z.string(),
  is_online: z.boolean(),
  /** Null unless the caller is going or organises it (or is a site admin). */
  location: z.string().nullable(),
  online_url: z.string().nullable(),
  capacity: z.number().int().nullable(),
  going_count: z.number().int(),
  interested_count: z.number().int(),
  waitlist_count: z.number().int(),
  featured: z.boolean(),
  price_label: z.string().nullable(),
  speakers: z.array(z.string()),
  group: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  organiser: person.nullable(),
  cancelled_at: z.string().nullable(),
  my_rsvp: rsvp.nullable(),
  /** The caller may edit, cancel and see the attendees. */
  can_manage: z.boolean(),
});
export type Event = z.infer<typeof event>;

export const eventAttendee = person.extend({
  status: z.enum(RSVP_STATUSES),
  responded_at: z.string(),
});
export type EventAttendee = z.infer<typeof eventAttendee>;
