import { lazy, Suspense, useState } from 'react';
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useSession } from '../../lib/auth.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { SignInPrompt } from './SignInPrompt.tsx';
import { GroupListSkeleton } from './GroupListSkeleton.tsx';
import { loadGroupList } from './load-group-list.ts';
import { FirstVisitChecklist } from '../home/FirstVisitChecklist.tsx';

// A member's list (the route's loader starts loading it for her) and the create-group form (when
// she points at or first opens it) load apart from the page: a visitor sees only the sign-in prompt.
const GroupList = lazy(() => loadGroupList().then((m) => ({ default: m.GroupList })));
const loadCreateGroupDialog = () => import('./CreateGroupDialog.tsx');
const CreateGroupDialog = lazy(() =>
  loadCreateGroupDialog().then((m) => ({ default: m.CreateGroupDialog })),
);

export function CommunityPage() {
  usePageTitle('Community');
  const session = useSession();
  if (!session) {
    return (
      <SignInPrompt
        title="Join Our Community"
        text="Groups for every part of life, from career moves to new motherhood. Sign in to browse groups, join the ones that fit and start your own."
      />
    );
  }
  return <MemberCommunity />;
}

function MemberCommunity() {
  const [creating, setCreating] = useState(false);
  // Mounted from the first opening on, so that closing it animates like any dialog.
  const [opened, setOpened] = useState(false);
  return (
    <>
      <PageHeader
        title="Community"
        subtitle="Find your people: groups for careers, health, parenting, travel and everything between."
      >
        <Button
          mt="lg"
          variant="cta"
          leftSection={<IconPlus size={18} aria-hidden />}
          // Her pointer or focus on the button starts loading the form before her click.
          onPointerEnter={() => void loadCreateGroupDialog()}
          onFocus={() => void loadCreateGroupDialog()}
          onClick={() => {
            setOpened(true);
            setCreating(true);
          }}
        >
          Create Group
        </Button>
      </PageHeader>
      <FirstVisitChecklist />
      <Suspense fallback={<GroupListSkeleton />}>
        <GroupList />
      </Suspense>
      {opened && (
        <Suspense fallback={null}>
          <CreateGroupDialog opened={creating} onClose={() => setCreating(false)} />
        </Suspense>
      )}
    </>
  );
}
