/**
 * The SQL the product sends for a signed-in group list and chat history page, copied verbatim from
 * PostgreSQL's statement log of the built server (log_statement = all) at 6b84f69: the bare server
 * runs exactly this, so the comparison measures the layers, not different queries. The benchmark
 * checks at start that the product still sends each of these (parity.ts): copy them again when not.
 */
const SESSION = `select "sessions"."id", "sessions"."user_id", "sessions"."expires_at", "sessions"."created_at", "users"."email", "users"."first_name", "users"."last_name", "users"."role", "users"."status", "users"."profile_picture_id", "users"."suspended_until" from "sessions" inner join "users" on "users"."id" = "sessions"."user_id" where "sessions"."id" = $1`;
const GROUPS_FROM = `from "groups" left join "users" as "creator" on "creator"."id" = "groups"."creator_id" left join "group_members" as "mine" on "mine"."group_id" = "groups"."id" and "mine"."user_id" = $1 left join "group_join_requests" as "my_request" on "my_request"."group_id" = "groups"."id" and "my_request"."user_id" = $2 where "groups"."status" = $3`;
const GROUP_COLUMNS = `select "groups"."id", "groups"."name", "groups"."description", "groups"."category", "groups"."is_private", "groups"."max_members", "groups"."member_count", "groups"."status", "groups"."created_at", "groups"."creator_id", "groups"."allow_anonymous", nullif(trim(creator.first_name || ' ' || creator.last_name), '') as "creator_name", "mine"."role" as "my_role", my_request.id is not null as "request_pending"`;
const SEARCH = `and lower(groups.name || ' ' || groups.description) like $4`;
const ORDER = `order by "groups"."created_at" desc, "groups"."id" desc`;
export const STATEMENTS = {
  session: SESSION,
  // Without a search the total is the trigger-kept count (b2c0a05), not a count of the table.
  groupsTotal: `select coalesce(sum("active_groups"), 0) as "total" from "group_counts"`,
  groupsSearchTotal: `select count(*) as "total" ${GROUPS_FROM} ${SEARCH}`,
  conversation: `select "conversations"."id", "conversations"."kind", "conversations"."group_id", "conversations"."name", "conversations"."created_at", "groups"."status" as "group_status" from "conversations" left join "groups" on "groups"."id" = "conversations"."group_id" where "conversations"."id" = $1`,
  isMember: `select "user_id" from "group_members" where "group_id" = $1 and "user_id" = $2`,
  messages: `select "messages"."id", "messages"."conversation_id", "messages"."sender_id", "messages"."content", "messages"."message_type", "messages"."created_at", "messages"."edited_at", "messages"."hidden_at", "users"."first_name", "users"."last_name", "users"."profile_picture_id" from "messages" inner join "users" on "users"."id" = "messages"."sender_id" where "messages"."deleted_at" is null and "messages"."conversation_id" = $1 and ("messages"."deleted_at" is null and ("messages"."hidden_at" is null or "messages"."sender_id" = $2) and "messages"."sender_id" not in (select "blocked_id" as "id" from "user_blocks" where "blocker_id" = $3 union select "blocker_id" as "id" from "user_blocks" where "blocked_id" = $4 union select "muted_id" as "id" from "user_mutes" where "muter_id" = $5)) order by "messages"."id" desc limit $6`,
};

/**
 * The group list's page: LIMIT and OFFSET are literals in the product (6b84f69), so each page size
 * and offset is its own statement. Both are validated integers before they get here.
 */
export function groupPage(search: boolean, limit: number, offset: number) {
  const page = `limit ${limit} offset ${offset}`;
  return search
    ? {
        name: `groupsSearch-${limit}-${offset}`,
        text: `${GROUP_COLUMNS} ${GROUPS_FROM} ${SEARCH} ${ORDER} ${page}`,
      }
    : {
        name: `groups-${limit}-${offset}`,
        text: `${GROUP_COLUMNS} ${GROUPS_FROM} ${ORDER} ${page}`,
      };
}
