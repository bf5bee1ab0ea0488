import { useParams } from 'react-router-dom';
import { SharedPhotoView } from '@/features/shares/components/shared-photo-view';
import { useUser } from '@/lib/auth';
import { MemberShell, PublicShell } from '@/app/shells';

/** /share/:uniqueLink is public: members see it in their frame, visitors in the public one. */
export function ShareRoute() {
  const { uniqueLink = '' } = useParams();
  const { user } = useUser();
  const content = <SharedPhotoView key={uniqueLink} link={uniqueLink} signedIn={Boolean(user)} />;
  return user ? <MemberShell>{content}</MemberShell> : <PublicShell>{content}</PublicShell>;
}
