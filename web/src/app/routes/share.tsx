import { ComingSoon } from '@/components/layouts/coming-soon';
import { HeartIcon } from '@/components/ui/icons/icons';
import { useUser } from '@/lib/auth';
import { MemberShell, PublicShell } from '@/app/shells';

/** /share/:uniqueLink is public: members see it in their frame, visitors in the public one. */
export function ShareRoute() {
  const { user } = useUser();
  const content = (
    <ComingSoon
      title="Shared photo"
      icon={<HeartIcon />}
      description="Someone shared a photo with you. Shared photos open here very soon."
    />
  );
  return user ? <MemberShell>{content}</MemberShell> : <PublicShell>{content}</PublicShell>;
}
