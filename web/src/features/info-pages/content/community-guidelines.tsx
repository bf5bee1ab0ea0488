import { PRODUCT_NAME } from '@shared/constants';
import { InfoPage, InfoSection } from '../components/info-page';

export function CommunityGuidelines() {
  return (
    <InfoPage
      title="Community Guidelines"
      updated="November 23, 2026"
      intro={`${PRODUCT_NAME} is for sharing the moments that matter with the people who matter. These guidelines keep it a kind place to do that.`}
    >
      <InfoSection title="Share what is yours to share">
        <ul>
          <li>Post photos you took or have the right to post.</li>
          <li>Ask before sharing photos of other people, and never post someone's private moments without their consent.</li>
          <li>Use Private or a tribe for family and personal photos; Public means every member can see them.</li>
        </ul>
      </InfoSection>
      <InfoSection title="Be kind in reactions and comments">
        <ul>
          <li>Disagree with the photo, never attack the person.</li>
          <li>No harassment, hate, threats or sexual content involving anyone who did not consent, and nothing involving minors.</li>
          <li>Respect a tribe's settings: if its owner turned comments off, that is the tribe's choice.</li>
        </ul>
      </InfoSection>
      <InfoSection title="Tribes, invitations and share links">
        <ul>
          <li>Invite people you know. An invitation is a request: they join only if they accept.</li>
          <li>Share links are for the person you send them to; do not post them publicly or use them to send spam.</li>
        </ul>
      </InfoSection>
      <InfoSection title="When something is wrong">
        <p>
          Leave a tribe, unfollow a member, or delete a comment on your own photo. Content and accounts that break these guidelines or
          the Terms of Service may be removed.
        </p>
      </InfoSection>
    </InfoPage>
  );
}
