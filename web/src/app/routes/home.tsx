import { LatestPhotos } from '../../features/photos/components/latest-photos';
import { LandingPage } from '../../features/landing/components/landing-page';
import { PRODUCT_NAME } from '../../../../shared/constants';
import { useUser } from '../../lib/auth';
import { MemberShell } from '../shells';

/** '/': the landing page for visitors, the home feed for members. */
export function HomeRoute() {
  const { user } = useUser();
  if (!user) return <LandingPage />;
  return (
    <MemberShell>
      <title>{`Home · ${PRODUCT_NAME}`}</title>
      <div className="container">
        <LatestPhotos />
      </div>
    </MemberShell>
  );
}
