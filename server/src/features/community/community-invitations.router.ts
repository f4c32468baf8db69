import { z } from 'zod';
import {
  acceptInvitationInput,
  createInvitationInput,
  endInvitationInput,
  groupMember,
  invitation,
  invitationList,
  invitationPreview,
  invitationToken,
  listInvitationsInput,
  pendingRequest,
  success,
} from '@hercircle/shared';
import { authedProcedure, publicProcedure } from '../../trpc/init.ts';
import * as invitations from './community-invitations.service.ts';

const tags = ['community'];
const ok = { success: true as const };

/** Invitation links (issue 35): group admins make and end them; anyone may open one. */
export const invitationProcedures = {
  invitations: authedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/community/groups/{id}/invitations',
        summary: 'A group’s invitation links, newest first, with who came by each (group admins)',
        tags,
      },
    })
    .input(listInvitationsInput)
    .output(invitationList)
    .query(({ ctx, input }) => invitations.listInvitations(ctx.db, ctx.user, input, ctx.origin)),

  createInvitation: authedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/community/groups/{id}/invitations',
        status: 201,
        summary:
          'Make an invitation link: optional uses, expiry and "joins at once" (group admins)',
        tags,
      },
    })
    .input(createInvitationInput)
    .output(z.object({ invitation }))
    .mutation(async ({ ctx, input }) => ({
      invitation: await invitations.createInvitation(ctx.db, ctx.user, input, ctx.origin),
    })),

  endInvitation: authedProcedure
    .meta({
      rest: {
        method: 'DELETE',
        path: '/community/groups/{id}/invitations/{invitationId}',
        status: 204,
        summary: 'End an invitation link: it lets no one else in (group admins)',
        tags,
      },
    })
    .input(endInvitationInput)
    .output(success)
    .mutation(async ({ ctx, input }) => {
      await invitations.endInvitation(ctx.db, ctx.user, input);
      return ok;
    }),

  invitation: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/invitations/{token}',
        summary: 'The group an invitation link leads to (410 when used up, expired or ended)',
        tags,
      },
    })
    .input(z.object({ token: invitationToken }))
    .output(invitationPreview)
    .query(({ ctx, input }) => invitations.previewInvitation(ctx.db, ctx.user, input)),

  acceptInvitation: authedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/invitations/{token}/accept',
        status: 201,
        summary:
          'Accept an invitation: join, or ask to join a private group (410 when used up, expired or ended)',
        tags,
      },
    })
    .input(acceptInvitationInput)
    .output(z.object({ member: groupMember.nullable(), request: pendingRequest.nullable() }))
    .mutation(({ ctx, input }) => invitations.acceptInvitation(ctx.db, ctx.user, input)),
};
