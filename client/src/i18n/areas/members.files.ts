/** The files whose every interface text comes from the catalogues (i18n.test.ts reads this). */
export const membersFiles: string[] = [
  'routes/_authed/members.$id.tsx',
  'features/members/MemberPage.tsx',
  'features/members/GroupsInCommon.tsx',
  'features/members/MemberName.tsx',
  'features/members/MemberSafetyMenu.tsx',
];
