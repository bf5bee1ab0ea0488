import { AUTH_SCREEN_MESSAGES } from '@shared/messages/auth-screens';
import { Button } from '@/components/ui/button/button';
import { GithubIcon } from '@/components/ui/icons/github';
import { GoogleIcon } from '@/components/ui/icons/google';
import { startSocialSignIn } from '../api/social-sign-in';
import './auth-forms.css';

export function SocialButtons() {
  return (
    <div className="social-buttons">
      <Button variant="outline" block icon={<GoogleIcon />} onClick={() => startSocialSignIn('google')}>
        {AUTH_SCREEN_MESSAGES.continueWithGoogle}
      </Button>
      <Button variant="outline" block icon={<GithubIcon />} onClick={() => startSocialSignIn('github')}>
        {AUTH_SCREEN_MESSAGES.continueWithGithub}
      </Button>
    </div>
  );
}
