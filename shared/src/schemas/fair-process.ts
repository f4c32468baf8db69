import { z } from 'zod';
import { id } from './common.ts';

/** Fair process (issue 33): house rules, statements of reasons, appeals. */

export const HOUSE_RULES_MAX = 20;
export const APPEAL_TEXT_MAX = 2000;
export const DECISION_REASON_MAX = 1000;
/** An appeal is possible for this long after the decision. */
export const APPEAL_WINDOW_DAYS = 183;

export const houseRule = z.object({
  number: z.number().int(),
  title: z.string(),
  text: z.string(),
});
export type HouseRule = z.infer<typeof houseRule>;

export const guidelines = z.object({ rules: z.array(houseRule) });

export const updateGuidelinesInput = z.object({
  rules: z
    .array(
      z.object({
        title: z
          .string({ error: 'Give the rule a title' })
          .trim()
          .min(1, 'Give the rule a title')
          .max(80, 'Must be at most 80 characters'),
        text: z
          .string({ error: 'Say what the rule asks' })
          .trim()
          .min(1, 'Say what the rule asks')
          .max(600, 'Must be at most 600 characters'),
      }),
    )
    .min(1, 'Keep at least one rule')
    .max(HOUSE_RULES_MAX, `At most ${HOUSE_RULES_MAX} rules`),
});

/**
 * What every moderation action may carry: the house rule it applies (its number) and the reason
 * the member affected is shown.
 */
export const ruleAndReason = {
  rule: z.coerce
    .number({ error: 'Choose a rule' })
    .int('Choose a rule')
    .positive('Choose a rule')
    .max(HOUSE_RULES_MAX, 'Choose a rule')
    .optional(),
  reason: z
    .string()
    .trim()
    .max(DECISION_REASON_MAX, `Must be at most ${DECISION_REASON_MAX} characters`)
    .optional(),
};

export const DECISION_ACTIONS = [
  'hide',
  'remove',
  'auto_hide',
  'ban',
  'suspend',
  'decline_story',
  'remove_member',
  'mute',
] as const;
export const decisionAction = z.enum(DECISION_ACTIONS);
export type DecisionAction = z.infer<typeof decisionAction>;

export const appealStatus = z.enum(['pending', 'upheld', 'reversed']);
export type AppealStatus = z.infer<typeof appealStatus>;

export const decisionAppeal = z.object({
  id: z.number().int(),
  status: appealStatus,
  text: z.string(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  /** The reason given with the outcome. */
  outcome_reason: z.string().nullable(),
});

/** A statement of reasons, as the member affected reads it. */
export const moderationDecision = z.object({
  id: z.number().int(),
  action: decisionAction,
  target: z.object({ type: z.string(), id: z.number().int() }),
  group: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** A quoted excerpt of the content, or the group's name. */
  excerpt: z.string().nullable(),
  rule: z.object({ number: z.number().int(), title: z.string() }).nullable(),
  reason: z.string(),
  /** Decided by the site's rules alone (hidden after reports), with no person deciding. */
  automated: z.boolean(),
  created_at: z.string(),
  /** When a ban, suspension or mute ends (null: no end or not timed). */
  ends_at: z.string().nullable(),
  /** Undone (by a reversed appeal). */
  reversed_at: z.string().nullable(),
  /** The last moment an appeal is taken; null once appealed. */
  appealable_until: z.string().nullable(),
  appeal: decisionAppeal.nullable(),
});
export type ModerationDecision = z.infer<typeof moderationDecision>;

export const decisionList = z.object({
  decisions: z.array(moderationDecision),
  total: z.number().int(),
});

export const appealInput = z.object({
  id,
  text: z
    .string({ error: 'Say why the decision should change' })
    .trim()
    .min(10, 'Say in a sentence or two why the decision should change')
    .max(APPEAL_TEXT_MAX, `Must be at most ${APPEAL_TEXT_MAX} characters`),
});

/** An appeal in the admins' queue: the decision, who it is about and who took it. */
export const adminAppeal = z.object({
  id: z.number().int(),
  text: z.string(),
  status: appealStatus,
  created_at: z.string(),
  decided_at: z.string().nullable(),
  outcome_reason: z.string().nullable(),
  decision: moderationDecision.omit({ appeal: true, appealable_until: true }).extend({
    user: z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string() }),
    decided_by: z
      .object({ id: z.number().int(), first_name: z.string(), last_name: z.string() })
      .nullable(),
  }),
  /** Whether the admin asking may decide it (she did not take the decision). */
  can_decide: z.boolean(),
});
export type AdminAppeal = z.infer<typeof adminAppeal>;

export const adminAppealsInput = z.object({
  status: appealStatus.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const adminAppealList = z.object({ appeals: z.array(adminAppeal), total: z.number().int() });

export const decideAppealInput = z.object({
  id,
  outcome: z.enum(['upheld', 'reversed'], { error: 'Choose upheld or reversed' }),
  reason: z
    .string({ error: 'Say why' })
    .trim()
    .min(1, 'Say why')
    .max(DECISION_REASON_MAX, `Must be at most ${DECISION_REASON_MAX} characters`),
});

/** A site admin suspends a member from the Users table, citing a rule and a reason. */
export const suspendUserInput = z.object({
  id,
  days: z.coerce
    .number({ error: 'Say for how many days (1 to 365)' })
    .int('Say for how many days (1 to 365)')
    .min(1, 'Suspend for at least 1 day')
    .max(365, 'Suspend for at most 365 days'),
  ...ruleAndReason,
});

/** A decision as the admin portal lists it, with who took it. */
export const adminDecision = moderationDecision.extend({
  decided_by: z
    .object({ id: z.number().int(), first_name: z.string(), last_name: z.string() })
    .nullable(),
});

/** What a member's page in the admin portal shows of her moderation record. */
export const userModeration = z.object({
  decisions: z.array(adminDecision),
  reports_filed: z.number().int(),
  reports_about: z.number().int(),
  open_reports_about: z.number().int(),
  suspended_until: z.string().nullable(),
  posting_muted_until: z.string().nullable(),
});
export type UserModeration = z.infer<typeof userModeration>;
