/**
 * A member's group list (GroupList.tsx), loaded apart from the page: the route's loader starts it
 * for a member, beside the page's own code and the data; a visitor never loads it. Apart from
 * queries.ts, which GroupList.tsx imports.
 */
export const loadGroupList = () => import('./GroupList.tsx');
