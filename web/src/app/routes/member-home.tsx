/**
 * '/' for members (SPEC.md "Home feed"). The member shell brings the header, the verification banner,
 * the footer and the floating upload button; this route composes the weekly featured photo, 'Latest
 * Photos' with its tabs and 'What's New' (features never import each other; the route does).
 */
import { PRODUCT_NAME } from '@shared/constants';
import { WhatsNew } from '@/features/announcements/components/whats-new';
import { LatestPhotos } from '@/features/photos/components/latest-photos';
import { WeeklyFeatureCard } from '@/features/weekly-feature/components/weekly-feature-card';
import { MemberShell } from '@/app/shells';

export function MemberHomeRoute() {
  return (
    <MemberShell>
      <title>{`Home · ${PRODUCT_NAME}`}</title>
      <div className="container">
        <h1 className="sr-only">Home</h1>
        <WeeklyFeatureCard />
        <LatestPhotos />
        <WhatsNew />
      </div>
    </MemberShell>
  );
}
