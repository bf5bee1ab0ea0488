import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { VerifyEmailScreen } from '@/features/verification/components/verify-email-screen';

export function VerifyEmailRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return <VerifyEmailScreen token={params.get('token')} onVerified={() => navigate(paths.auth.signIn.getHref(), { replace: true })} />;
}
