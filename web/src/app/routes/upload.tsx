import { RequireAuth } from '@/components/layouts/require-auth';
import { UploadScreen } from '@/features/upload/components/upload-screen';
import { MemberShell } from '@/app/shells';

/** /upload: members only; the floating upload button would point at this very screen, so it is left out. */
export function UploadRoute() {
  return (
    <RequireAuth>
      <MemberShell showUploadButton={false}>
        <UploadScreen />
      </MemberShell>
    </RequireAuth>
  );
}
