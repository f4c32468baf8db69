import { EmailConfirmationBanner } from '../../components/EmailConfirmationBanner.tsx';
import { SuspensionBanner } from '../../components/SuspensionBanner.tsx';
import { LiveStream } from './LiveStream.tsx';
import { useTimeZoneGuess } from '../device/use-time-zone-guess.ts';

/**
 * What every page adds for a signed-in member, in one lazily loaded chunk so that the first load
 * carries a single import for them: the suspension and email-confirmation banners and the tab's one
 * live stream; and her time zone, guessed from her browser the first time.
 */
export function MemberParts() {
  useTimeZoneGuess();
  return (
    <>
      <SuspensionBanner />
      <EmailConfirmationBanner />
      <LiveStream />
    </>
  );
}
