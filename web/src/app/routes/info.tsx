import type { ComponentType } from 'react';
import { CommunityGuidelines } from '@/features/info-pages/content/community-guidelines';
import { HelpCenter } from '@/features/info-pages/content/help-center';
import { PrivacyPolicy } from '@/features/info-pages/content/privacy-policy';
import { TermsOfService } from '@/features/info-pages/content/terms-of-service';
import { useUser } from '@/lib/auth';
import { MemberShell, PublicShell } from '@/app/shells';

export const INFO_PAGES = {
  privacy: PrivacyPolicy,
  terms: TermsOfService,
  guidelines: CommunityGuidelines,
  help: HelpCenter,
} as const satisfies Record<string, ComponentType>;

/** /privacy, /terms, /guidelines, /help: readable by everyone, in the member frame when signed in. */
export function InfoRoute({ page }: { page: keyof typeof INFO_PAGES }) {
  const { user } = useUser();
  const Page = INFO_PAGES[page];
  return user ? (
    <MemberShell>
      <Page />
    </MemberShell>
  ) : (
    <PublicShell>
      <Page />
    </PublicShell>
  );
}
