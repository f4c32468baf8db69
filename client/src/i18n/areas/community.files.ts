/** The files whose every interface text comes from the catalogues (i18n.test.ts reads this). */
export const communityFiles: string[] = [
  'routes/community/index.tsx',
  'routes/invite.$token.tsx',
  'routes/_authed/community.group.$groupId.insights.tsx',
  'features/community/CommunityPage.tsx',
  'features/community/GroupList.tsx',
  'features/community/GroupListSkeleton.tsx',
  'features/community/CreateGroupDialog.tsx',
  'features/community/EditGroupDialog.tsx',
  'features/community/GroupFields.tsx',
  'features/community/InvitePage.tsx',
  'features/community/InvitationsDialog.tsx',
  'features/community/ScreeningDialogs.tsx',
  'features/group-insights/GroupInsightsPage.tsx',
  'features/group-insights/MembersChart.tsx',
  'features/group-insights/count-text.ts',
];
