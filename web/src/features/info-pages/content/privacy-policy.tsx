import { MAX_UPLOAD_BYTES, PRODUCT_NAME } from '@shared/constants';
import { InfoPage, InfoSection } from '../components/info-page';

export function PrivacyPolicy() {
  return (
    <InfoPage
      title="Privacy Policy"
      updated="November 23, 2026"
      intro={`${PRODUCT_NAME} keeps your photos for the people you choose. This page says what we store, what happens to a photo when you upload it, and how to take everything back.`}
    >
      <InfoSection title="What we store">
        <ul>
          <li>
            Your account: first and last name, email address, and for email sign-in a salted scrypt hash of your password (never the
            password itself). With Google or GitHub sign-in we keep only the name and verified email address the provider gives us.
          </li>
          <li>
            Your photos: the file you uploaded (up to {Math.round(MAX_UPLOAD_BYTES / 1_048_576)} MB), a display copy, a thumbnail and a
            tiny blurred placeholder made from it, the text written for it, its colours, and who may see it.
          </li>
          <li>
            What you do here: reactions, comments, tribes and their members, follows, notifications, share links, memory capsules and
            mobile API keys (stored only as a hash).
          </li>
          <li>
            A session cookie that keeps you signed in. It is HttpOnly and used for nothing else: no advertising or tracking cookies.
          </li>
        </ul>
      </InfoSection>
      <InfoSection title="How photos are processed by AI">
        <p>
          When a photo arrives, we make its display copy and thumbnail, measure its colours, and ask an AI model to write a title,
          description, tags and mood in the style you choose. In our cloud this model is Anthropic's Claude on Amazon Bedrock: the
          display-size image is sent to it for that one request, and Amazon Bedrock does not keep it or use it to train models. If the
          model is unavailable we write the text from the measured colours instead. You can restyle the text or undo a restyle at any
          time.
        </p>
      </InfoSection>
      <InfoSection title="Location and camera data">
        <p>
          Photos often carry hidden metadata such as GPS coordinates. Every copy we show to anyone (display image, thumbnail,
          placeholder) is made without metadata, so your location is never published. The file you uploaded is kept as it was and is
          only ever shown to you.
        </p>
      </InfoSection>
      <InfoSection title="Who can see what">
        <p>
          Each photo is Private (only you), shared with the tribes you pick, or Public (every member). Every request for a photo checks
          these rules, and image links are signed and expire. A private share link shows one public photo to whoever holds the link,
          until it expires or you revoke it.
        </p>
      </InfoSection>
      <InfoSection title="Deleting your data">
        <ul>
          <li>Deleting a photo removes it, every copy of it in storage, and its share links.</li>
          <li>
            Deleting your account (Settings, then Delete account) removes your profile, sessions, photos and every stored copy, your
            reactions and comments, follows, tribes and memberships, notifications, share links, capsules and API keys. The address can
            then sign up afresh.
          </li>
          <li>Mails we send are only the ones you ask for: verification, password reset and share links.</li>
        </ul>
      </InfoSection>
    </InfoPage>
  );
}
