import { CommunityPulse } from '../community/CommunityPulse.tsx';
import { NewsletterSignup } from '../../components/NewsletterSignup.tsx';
import { AppBanner } from '../../components/AppBanner.tsx';

/** The lower half of Home: the community pulse, the newsletter and the app banner. */
export default function BelowTheFold() {
  return (
    <>
      <CommunityPulse />
      <NewsletterSignup />
      <AppBanner />
    </>
  );
}
