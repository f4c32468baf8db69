import { createFileRoute } from '@tanstack/react-router';
import { CommunityPage } from '../../features/community/CommunityPage.tsx';

export const Route = createFileRoute('/community/')({ component: CommunityPage });
