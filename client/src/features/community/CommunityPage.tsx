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
import { useTexts } from '../../i18n/texts.ts';
import { communityTexts } from '../../i18n/areas/community.ts';

// A member's list (the route's loader starts loading it for her) and the create-group form (when
// she points at or first opens it) load apart from the page: a visitor sees only the sign-in prompt.
const GroupList = lazy(() => loadGroupList().then((m) => ({ default: m.GroupList })));
const loadCreateGroupDialog = () => import('./CreateGroupDialog.tsx');
const CreateGroupDialog = lazy(() =>
  loadCreateGroupDialog().then((m) => ({ default: m.CreateGroupDialog })),
);

export function CommunityPage() {
  const { t } = useTexts(communityTexts);
  usePageTitle(t('page.title'));
  const session = useSession();
  if (!session) {
    return <SignInPrompt title={t('page.visitorTitle')} text={t('page.visitorText')} />;
  }
  return <MemberCommunity />;
}

function MemberCommunity() {
  const { t } = useTexts(communityTexts);
  const [creating, setCreating] = useState(false);
  // Mounted from the first opening on, so that closing it animates like any dialog.
  const [opened, setOpened] = useState(false);
  return (
    <>
      <PageHeader title={t('page.title')} subtitle={t('page.subtitle')}>
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
          {t('page.create')}
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
