import { PRODUCT_NAME } from '@shared/constants';
import { InfoPage, InfoSection } from '../components/info-page';

export function TermsOfService() {
  return (
    <InfoPage
      title="Terms of Service"
      updated="November 23, 2026"
      intro={`By using ${PRODUCT_NAME} you agree to these terms. They are short because the idea is simple: your photos stay yours, and you treat other members well.`}
    >
      <InfoSection title="Your account">
        <p>
          You need a verified email address or a Google or GitHub account to join. Keep your password and API keys secret; you are
          responsible for what is done with them. You can delete your account at any time from Settings.
        </p>
      </InfoSection>
      <InfoSection title="Your photos">
        <p>
          You keep every right to the photos you upload. You give {PRODUCT_NAME} only the permission it needs to run the service: to
          store them, make display copies, have AI write their text, and show them to the people you chose. That permission ends when
          you delete the photo or your account.
        </p>
      </InfoSection>
      <InfoSection title="What you may not do">
        <ul>
          <li>Upload photos you have no right to share, or photos of people who asked you not to.</li>
          <li>Break the Community Guidelines, harass members, or use share links or invitations to send spam.</li>
          <li>Probe, overload or work around the service's limits, or reach photos you were not given.</li>
        </ul>
        <p>We may remove content or close accounts that break these terms.</p>
      </InfoSection>
      <InfoSection title="AI-written text">
        <p>
          Titles, descriptions, tags and moods are written by an AI model and may be wrong or odd. Restyle, undo or change privacy
          whenever a text does not suit you.
        </p>
      </InfoSection>
      <InfoSection title="The service">
        <p>
          We work to keep {PRODUCT_NAME} available and your photos safe, but the service is provided as it is. Limits (uploads per
          hour, share mails per hour, active API keys) protect everyone and may change.
        </p>
      </InfoSection>
    </InfoPage>
  );
}
