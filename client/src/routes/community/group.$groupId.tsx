import { createFileRoute } from '@tanstack/react-router';
import { GroupPage } from '../../features/community/GroupPage.tsx';

export const Route = createFileRoute('/community/group/$groupId')({
  component: function GroupRoute() {
    const { groupId } = Route.useParams();
    const id = Number(groupId);
    // A malformed id is a group that does not exist.
    return <GroupPage groupId={Number.isInteger(id) && id > 0 ? id : null} />;
  },
});
