import { z } from 'zod';
import {
  createEventInput,
  event,
  eventAttendee,
  id,
  listEventsInput,
  pagination,
  rsvp,
  rsvpInput,
  success,
  updateEventInput,
} from '@hercircle/shared';
import { authedProcedure, publicProcedure, router } from '../../trpc/init.ts';
import * as events from './events.service.ts';
import { cancelRsvp, rsvpEvent } from './events-rsvp.service.ts';

const tags = ['events'];
const byId = z.object({ id });

/** api.md "Events, stories, newsletter, deletion": events, RSVPs and the waitlist. */
export const eventsRouter = router({
  list: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/events',
        summary: 'Upcoming events, soonest first: public ones, and your groups’ for members',
        tags,
      },
    })
    .input(listEventsInput)
    .output(z.object({ events: z.array(event), total: z.number().int() }))
    .query(({ ctx, input }) => events.listEvents(ctx.db, ctx.user, input)),

  get: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/events/{id}',
        summary:
          'One event with going_count, capacity and my_rsvp (place and link for going members)',
        tags,
      },
    })
    .input(byId)
    .output(z.object({ event }))
    .query(async ({ ctx, input }) => ({
      event: await events.getEvent(ctx.db, ctx.user, input.id),
    })),

  create: authedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/events',
        status: 201,
        summary: 'Create an event (site admins; group admins for their group)',
        tags,
      },
    })
    .input(createEventInput)
    .output(z.object({ event }))
    .mutation(async ({ ctx, input }) => ({
      event: await events.createEvent(ctx.db, ctx.user, input),
    })),

  update: authedProcedure
    .meta({
      rest: {
        method: 'PUT',
        path: '/events/{id}',
        summary:
          'Edit an event (its organiser, site admins); attendees hear of time and place changes',
        tags,
      },
    })
    .input(updateEventInput)
    .output(z.object({ event }))
    .mutation(async ({ ctx, input }) => ({
      event: await events.updateEvent(ctx.db, ctx.user, input),
    })),

  cancel: authedProcedure
    .meta({
      rest: {
        method: 'DELETE',
        path: '/events/{id}',
        summary: 'Cancel an event (its organiser, site admins); attendees are told',
        tags,
      },
    })
    .input(byId)
    .output(z.object({ event }))
    .mutation(async ({ ctx, input }) => ({
      event: await events.cancelEvent(ctx.db, ctx.user, input.id),
    })),

  rsvp: authedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/events/{id}/rsvp',
        summary: 'RSVP going or interested; going answers waitlisted when the event is full',
        tags,
      },
    })
    .input(rsvpInput)
    .output(z.object({ rsvp }))
    .mutation(async ({ ctx, input }) => ({ rsvp: await rsvpEvent(ctx.db, ctx.user, input) })),

  cancelRsvp: authedProcedure
    .meta({
      rest: {
        method: 'DELETE',
        path: '/events/{id}/rsvp',
        summary: 'Withdraw your RSVP; a freed seat goes to the first on the waitlist',
        tags,
      },
    })
    .input(byId)
    .output(success)
    .mutation(async ({ ctx, input }) => {
      await cancelRsvp(ctx.db, ctx.user, input.id);
      return { success: true as const };
    }),

  attendees: authedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/events/{id}/attendees',
        summary: 'Who responded: going, then the waitlist in order, then interested',
        tags,
      },
    })
    .input(byId.extend(pagination(50)))
    .output(z.object({ attendees: z.array(eventAttendee), total: z.number().int() }))
    .query(({ ctx, input }) => events.listAttendees(ctx.db, ctx.user, input)),
});
