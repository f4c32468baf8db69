import { SuspensionBanner } from '../../components/SuspensionBanner.tsx';
import { LiveStream } from './LiveStream.tsx';

/**
 * What every page adds for a signed-in member, in one lazily loaded chunk so that the first load
 * carries a single import for both: the suspension banner and the tab's one live stream.
 */
export function MemberParts() {
  return (
    <>
      <SuspensionBanner />
      <LiveStream />
    </>
  );
}
