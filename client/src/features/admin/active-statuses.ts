/** The two states of a user or a community, as the admin's pickers and filters name them. */
export const ACTIVE_STATUSES = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];
