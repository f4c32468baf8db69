import { z } from 'zod';
import { id, pagination } from './common.ts';
import { memberUser } from './community.ts';

/**
 * Growing a circle (issue 35): invitation links, screening questions and a group's welcome.
 */
export const GROWTH_LIMITS = {
  /** Uses of one link: a group holds at most 1,000 members. */
  maxUsesMax: 1000,
  /** Links a group may have that are not ended. */
  openLinksMax: 50,
  expiryDaysMax: 365,
  questionsMax: 5,
  questionMax: 300,
  answerMax: 1000,
  welcomeMax: 2000,
} as const;

const DAY_MS = 86_400_000;

// ---- Invitation links ----

export const createInvitationInput = z.object({
  id,
  /** Left out or null: as many as the group has room for. */
  max_uses: z.coerce
    .number({ error: 'Uses must be a number' })
    .int('Uses must be a whole number')
    .min(1, 'A link needs at least 1 use')
    .max(GROWTH_LIMITS.maxUsesMax, `A link can have at most ${GROWTH_LIMITS.maxUsesMax} uses`)
    .nullish()
    .transform((v) => v ?? null),
  /** ISO date-time; left out or null: the link does not expire. */
  expires_at: z.iso
    .datetime({ offset: true, error: 'The expiry must be a date and time' })
    .refine((v) => Date.parse(v) > Date.now(), 'The expiry must be in the future')
    .refine(
      (v) => Date.parse(v) <= Date.now() + GROWTH_LIMITS.expiryDaysMax * DAY_MS,
      `A link can last at most ${GROWTH_LIMITS.expiryDaysMax} days`,
    )
    .nullish()
    .transform((v) => v ?? null),
  /** A private group's link that makes her a member without a request. */
  joins_at_once: z.boolean().default(false),
});
export type CreateInvitationInput = z.input<typeof createInvitationInput>;

export const INVITATION_STATES = ['open', 'used_up', 'expired', 'ended'] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

export const invitation = z.object({
  id: z.number().int(),
  token: z.string(),
  /** The link to share: the site's /invite/{token} page. */
  url: z.string(),
  max_uses: z.number().int().nullable(),
  uses: z.number().int(),
  expires_at: z.string().nullable(),
  joins_at_once: z.boolean(),
  ended_at: z.string().nullable(),
  created_at: z.string(),
  /** Whether it still lets people in, and if not, why. */
  state: z.enum(INVITATION_STATES),
  /** Who came by it, newest first: joined, or asked to join a private group. */
  used_by: z.array(
    z.object({
      user: memberUser,
      outcome: z.enum(['member', 'request']),
      used_at: z.string(),
    }),
  ),
});
export type Invitation = z.infer<typeof invitation>;

export const listInvitationsInput = z.object({ id, ...pagination(20) });
export const invitationList = z.object({
  invitations: z.array(invitation),
  total: z.number().int(),
});
export const endInvitationInput = z.object({ id, invitationId: id });

/** The secret part of a link, as the page address carries it. */
export const invitationToken = z
  .string({ error: 'The invitation link is not valid' })
  .trim()
  .min(16, 'The invitation link is not valid')
  .max(100, 'The invitation link is not valid')
  .regex(/^[\w-]+$/, 'The invitation link is not valid');

/** What a link shows anyone who opens it. */
export const invitationPreview = z.object({
  group: z.object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    is_private: z.boolean(),
    member_count: z.number().int(),
    /** Accepting makes her a member (false: it sends a request the admins answer). */
    joins_at_once: z.boolean(),
    /** Signed in and already a member: the page leads her into the group. */
    is_member: z.boolean(),
    /** Signed in and her request is waiting. */
    request_pending: z.boolean(),
  }),
});
export type InvitationPreview = z.infer<typeof invitationPreview>;

// ---- Screening questions ----

const questionText = z
  .string({ error: 'Write the question' })
  .trim()
  .min(1, 'Write the question')
  .max(
    GROWTH_LIMITS.questionMax,
    `A question can be at most ${GROWTH_LIMITS.questionMax} characters`,
  );

export const screeningQuestion = z.object({ id: z.number().int(), text: z.string() });
export type ScreeningQuestion = z.infer<typeof screeningQuestion>;
export const screeningQuestions = z.object({ questions: z.array(screeningQuestion) });

export const updateQuestionsInput = z.object({
  id,
  questions: z
    .array(questionText)
    .max(
      GROWTH_LIMITS.questionsMax,
      `A group can ask at most ${GROWTH_LIMITS.questionsMax} questions`,
    ),
});

/** Her answers, sent with a request to join a private group; a question she skips is left out. */
export const screeningAnswers = z
  .array(
    z.object({
      question_id: id,
      text: z
        .string({ error: 'Write an answer' })
        .trim()
        .min(1, 'Write an answer or leave the question out')
        .max(
          GROWTH_LIMITS.answerMax,
          `An answer can be at most ${GROWTH_LIMITS.answerMax} characters`,
        ),
    }),
  )
  .max(GROWTH_LIMITS.questionsMax, `A group asks at most ${GROWTH_LIMITS.questionsMax} questions`);
export type ScreeningAnswers = z.infer<typeof screeningAnswers>;

export const acceptInvitationInput = z.object({
  token: invitationToken,
  answers: screeningAnswers.optional(),
});

/** A request a link filed (a private group without "joins at once"). */
export const pendingRequest = z.object({
  id: z.number().int(),
  group_id: z.number().int(),
  created_at: z.string(),
});

// ---- The welcome ----

export const groupWelcome = z.object({
  /** Null: the group has no welcome message. */
  welcome: z.string().nullable(),
  /** She is new here and has not dismissed it: the group page shows it. */
  unseen: z.boolean(),
});
export type GroupWelcome = z.infer<typeof groupWelcome>;

export const updateWelcomeInput = z.object({
  id,
  /** Empty or null takes the welcome away. */
  welcome: z
    .string({ error: 'Write the welcome message' })
    .trim()
    .max(
      GROWTH_LIMITS.welcomeMax,
      `The welcome can be at most ${GROWTH_LIMITS.welcomeMax} characters`,
    )
    .nullable()
    .transform((v) => (v ? v : null)),
});
