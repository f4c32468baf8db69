import type { Kysely } from 'kysely';
import type {
  CreateEventInput,
  Event,
  EventAttendee,
  ListEventsInput,
  UpdateEventInput,
} from '@hercircle/shared';
import { MSG, ONLINE_AREA } from '@hercircle/shared';
import type { Database } from '../../db/schema.ts';
import type { AuthUser } from '../../auth/sessions.ts';
import { AppError } from '../../lib/app-error.ts';
import { insertAuditEntry } from '../../lib/audit.queries.ts';
import { notify } from '../notifications/notifications.service.ts';
import { fillSeats } from './events-seats.ts';
import * as q from './events.queries.ts';
import * as w from './events-write.queries.ts';

type Db = Kysely<Database>;

export const EVENT_NOT_FOUND = 'Event not found';
export const EVENT_CANCELLED = 'This event was cancelled';

export function readerOf(user: AuthUser | null): q.Reader | null {
  return user ? { id: user.id, admin: user.role === 'admin' } : null;
}

function canManage(reader: q.Reader | null, row: q.EventRow): boolean {
  return !!reader && (reader.admin || row.organiser_id === reader.id);
}

/** The exact place and the online link are for going members and those who run the event. */
export function toEvent(row: q.EventRow, reader: q.Reader | null): Event {
  const manage = canManage(reader, row);
  const reveal = manage || row.my_status === 'going';
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    starts_at: row.starts_at.toISOString(),
    ends_at: row.ends_at.toISOString(),
    timezone: row.timezone,
    area: row.area,
    is_online: row.online_url !== null,
    location: reveal ? row.location : null,
    online_url: reveal ? row.online_url : null,
    capacity: row.capacity,
    going_count: row.going_count,
    interested_count: row.interested_count,
    waitlist_count: row.waitlist_count,
    featured: row.is_featured,
    price_label: row.price_label,
    speakers: row.speakers,
    group:
      row.group_id !== null && row.group_name !== null
        ? { id: row.group_id, name: row.group_name }
        : null,
    organiser:
      row.organiser_id !== null &&
      row.organiser_first_name !== null &&
      row.organiser_last_name !== null
        ? {
            id: row.organiser_id,
            first_name: row.organiser_first_name,
            last_name: row.organiser_last_name,
          }
        : null,
    cancelled_at: row.cancelled_at?.toISOString() ?? null,
    my_rsvp: row.my_status
      ? { status: row.my_status, waitlist_position: row.waitlist_position }
      : null,
    can_manage: manage,
  };
}

/** An event the caller may see (404 otherwise, so a group's events cannot be probed). */
export async function visibleEvent(db: Db, reader: q.Reader | null, id: number) {
  const row = await q.findEvent(db, reader, id);
  if (!row) throw new AppError('NOT_FOUND', EVENT_NOT_FOUND);
  return row;
}

export async function listEvents(db: Db, viewer: AuthUser | null, input: ListEventsInput) {
  if (input.mine && !viewer) throw new AppError('UNAUTHORIZED', MSG.notAuthenticated);
  const reader = readerOf(viewer);
  const { rows, total } = await q.listEvents(db, reader, {
    from: input.from ? new Date(input.from) : new Date(),
    to: input.to ? new Date(input.to) : undefined,
    groupId: input.group_id,
    format: input.format,
    category: input.category,
    mine: input.mine,
    includeCancelled: input.include_cancelled,
    limit: input.limit,
    offset: input.offset,
  });
  return { events: rows.map((r) => toEvent(r, reader)), total };
}

export async function getEvent(db: Db, viewer: AuthUser | null, id: number): Promise<Event> {
  const reader = readerOf(viewer);
  return toEvent(await visibleEvent(db, reader, id), reader);
}

interface Fields {
  starts_at: Date;
  ends_at: Date;
  location: string | null;
  online_url: string | null;
}

function checkFields(f: Fields): void {
  if (f.ends_at <= f.starts_at)
    throw new AppError('VALIDATION_ERROR', 'The event must end after it starts', {
      issues: [{ path: ['ends_at'], message: 'Must be after the start' }],
    });
  if (f.location === null && f.online_url === null)
    throw new AppError('VALIDATION_ERROR', 'Give a place, an online link, or both', {
      issues: [{ path: ['location'], message: 'Give a place or an online link' }],
    });
}

async function assertMayOrganise(db: Db, actor: AuthUser, groupId: number | null | undefined) {
  if (groupId === null || groupId === undefined) {
    if (actor.role !== 'admin')
      throw new AppError(
        'FORBIDDEN',
        'Only site admins create site-wide events; group admins create events for their group',
      );
    return;
  }
  const group = await q.groupForOrganiser(db, groupId, actor.id);
  if (!group || (group.status !== 'active' && actor.role !== 'admin'))
    throw new AppError('NOT_FOUND', 'Group not found');
  if (actor.role !== 'admin' && group.role !== 'admin')
    throw new AppError('FORBIDDEN', 'Only the group’s admins create events for it');
}

function assertMayFeature(actor: AuthUser, featured: boolean | undefined) {
  if (featured && actor.role !== 'admin')
    throw new AppError('FORBIDDEN', 'Only site admins feature events');
}

/**
 * The public place: "Online" when she leaves it out of an online event. An event with a place
 * must name its area, since the exact address is for going members only and is never shown instead.
 */
function areaOf(area: string | undefined, f: Fields): string {
  if (area !== undefined) return area;
  if (f.location === null) return ONLINE_AREA;
  throw new AppError('VALIDATION_ERROR', 'Say where the event is, e.g. a city', {
    issues: [{ path: ['area'], message: 'Say where, e.g. a city or Online' }],
  });
}

export async function createEvent(db: Db, actor: AuthUser, input: CreateEventInput) {
  await assertMayOrganise(db, actor, input.group_id);
  assertMayFeature(actor, input.featured);
  const fields = {
    starts_at: new Date(input.starts_at),
    ends_at: new Date(input.ends_at),
    location: input.location ?? null,
    online_url: input.online_url ?? null,
  };
  checkFields(fields);
  if (fields.starts_at.getTime() < Date.now())
    throw new AppError('VALIDATION_ERROR', 'The event must start in the future', {
      issues: [{ path: ['starts_at'], message: 'Must be in the future' }],
    });
  const id = await db.transaction().execute(async (trx) => {
    const id = await w.insertEvent(trx, {
      ...fields,
      title: input.title,
      description: input.description,
      category: input.category,
      timezone: input.timezone,
      area: areaOf(input.area, fields),
      speakers: JSON.stringify(input.speakers),
      capacity: input.capacity ?? null,
      group_id: input.group_id ?? null,
      organiser_id: actor.id,
      is_featured: input.featured ?? false,
      price_label: input.price_label ?? null,
    });
    await insertAuditEntry(trx, actor, 'create', 'event', id, { title: input.title });
    return id;
  });
  return getEvent(db, actor, id);
}

/** What attendees are told about: when and where, not a reworded description. */
const NOTIFIED_FIELDS = ['starts_at', 'ends_at', 'timezone', 'area', 'location', 'online_url'];

async function managedEvent(db: Db, actor: AuthUser, id: number) {
  const reader = readerOf(actor);
  const row = await visibleEvent(db, reader, id);
  if (!canManage(reader, row))
    throw new AppError('FORBIDDEN', 'Only the event’s organiser or a site admin can do that');
  return row;
}

export async function updateEvent(db: Db, actor: AuthUser, input: UpdateEventInput) {
  const { id, featured, ...changes } = input;
  await managedEvent(db, actor, id);
  assertMayFeature(actor, featured);
  await db.transaction().execute(async (trx) => {
    const locked = await q.lockEvent(trx, id);
    if (!locked) throw new AppError('NOT_FOUND', EVENT_NOT_FOUND);
    if (locked.cancelled_at) throw new AppError('BAD_REQUEST', EVENT_CANCELLED);
    const before = await w.eventForEdit(trx, id);
    const after = {
      ...before,
      ...Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)),
      starts_at: changes.starts_at ? new Date(changes.starts_at) : before.starts_at,
      ends_at: changes.ends_at ? new Date(changes.ends_at) : before.ends_at,
      is_featured: featured ?? before.is_featured,
    };
    checkFields(after);
    const changed = Object.keys(before).filter(
      (k) => String(before[k as keyof typeof before]) !== String(after[k as keyof typeof after]),
    );
    if (changed.length === 0) return;
    await w.updateEvent(trx, id, { ...after, speakers: JSON.stringify(after.speakers) });
    // A larger capacity (or none) opens seats for the waitlist.
    await fillSeats(trx, { id, capacity: after.capacity });
    await insertAuditEntry(trx, actor, 'update', 'event', id, { changed });
    if (changed.some((k) => NOTIFIED_FIELDS.includes(k))) {
      const attendees = (await q.respondentIds(trx, id)).filter((u) => u !== actor.id);
      await notify(trx, attendees, {
        kind: 'event_changed',
        actorId: null,
        target: { type: 'event', id },
        url: `/events/${id}`,
      });
    }
  });
  return getEvent(db, actor, id);
}

/** Cancelling keeps the event on record (its page says so); a second cancel changes nothing. */
export async function cancelEvent(db: Db, actor: AuthUser, id: number) {
  await managedEvent(db, actor, id);
  await db.transaction().execute(async (trx) => {
    if (!(await q.lockEvent(trx, id))) throw new AppError('NOT_FOUND', EVENT_NOT_FOUND);
    if (!(await w.cancelEvent(trx, id))) return;
    await insertAuditEntry(trx, actor, 'delete', 'event', id, {});
    const attendees = (await q.respondentIds(trx, id)).filter((u) => u !== actor.id);
    await notify(trx, attendees, {
      kind: 'event_cancelled',
      actorId: null,
      target: { type: 'event', id },
      url: `/events/${id}`,
    });
  });
  return getEvent(db, actor, id);
}

export async function listAttendees(
  db: Db,
  actor: AuthUser,
  input: { id: number; limit: number; offset: number },
): Promise<{ attendees: EventAttendee[]; total: number }> {
  await managedEvent(db, actor, input.id);
  const { rows, total } = await q.listAttendees(db, input.id, { viewerId: actor.id, ...input });
  return {
    attendees: rows.map((r) => ({
      id: r.id,
      first_name: r.first_name,
      last_name: r.last_name,
      status: r.status,
      responded_at: r.updated_at.toISOString(),
    })),
    total,
  };
}
