import { EmailConfirmationBanner } from '../../components/EmailConfirmationBanner.tsx';
import { SuspensionBanner } from '../../components/SuspensionBanner.tsx';
import { LiveStream } from './LiveStream.tsx';

/**
 * What every page adds for a signed-in member, in one lazily loaded chunk so that the first load
 * carries a single import for them: the suspension and email-confirmation banners and the tab's one
 * live stream.
 */
export function MemberParts() {
  return (
    <>
      <SuspensionBanner />
      <EmailConfirmationBanner />
      <LiveStream />
    </>
  );
}
