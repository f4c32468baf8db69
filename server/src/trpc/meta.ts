/** What a procedure declares about itself beside its schemas (tRPC's meta). */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** How a procedure is also reachable over REST at /api/v1 (see http/rest.ts). */
export interface RestMeta {
  method: HttpMethod;
  /** OpenAPI-style path under /api/v1, e.g. /community/groups/{id}/join */
  path: string;
  summary: string;
  tags: string[];
  /**
   * 201 for creations; 202 for a request carried out later (an email sent); 204 (no body) for
   * deletions that answer nothing; 200 otherwise.
   */
  status?: 200 | 201 | 202 | 204;
  /** 'data' wraps the output as { data }, 'none' sends it as it is (conversations, messages). */
  envelope?: 'data' | 'none';
}

export interface Meta {
  rest?: RestMeta;
  /** Whether the procedure needs a session (for the OpenAPI document). */
  auth?: boolean;
  /**
   * A write a suspended member keeps (log out, her password, her data, blocking and muting,
   * marking chat read); every other mutation refuses her.
   */
  allowSuspended?: boolean;
}
