import { Link } from 'react-router-dom';
import { DEFAULT_SHARE_EXPIRY_DAYS } from '@shared/enums';
import { MAX_UPLOAD_FILES, PRODUCT_NAME } from '@shared/constants';
import { paths } from '@/config/paths';
import { InfoPage, InfoSection } from '../components/info-page';

export function HelpCenter() {
  return (
    <InfoPage
      title="Help Center"
      updated="November 23, 2026"
      intro={`How ${PRODUCT_NAME}'s main pieces work, in a few minutes' reading.`}
    >
      <InfoSection title="Uploading photos">
        <p>
          Choose <Link to={paths.app.upload.getHref()}>Upload</Link>, add up to {MAX_UPLOAD_FILES} photos, pick who may see them and
          the AI writing style. Each photo shows 'processing' for a moment while its copies are made and its text is written, then
          appears in the feeds it belongs to. Photos from the iOS and Android apps arrive the same way, with an API key from{' '}
          <Link to={paths.app.apiKeys.getHref()}>API Keys</Link>.
        </p>
      </InfoSection>
      <InfoSection title="Privacy: Private, Tribes, Public">
        <ul>
          <li>Private: only you see the photo.</li>
          <li>Tribes: the members of the tribes you pick see it, in their feed and on that tribe's feed.</li>
          <li>Public: every member sees it, and it can be featured or trending.</li>
        </ul>
        <p>Change it at any time from the photo's menu (Change Privacy); it applies as soon as you save.</p>
      </InfoSection>
      <InfoSection title="Tribes">
        <p>
          A tribe is a group you own, such as Family, Close Friends or Colleagues. Create one in{' '}
          <Link to={paths.app.tribes.getHref()}>My Tribes</Link> and invite people by email address. They join when they accept your
          invitation, from their notifications or their own My Tribes page. Each tribe decides whether its members may like and comment
          on the photos shared with it, and has its own feed under <Link to={paths.app.tribeFeed.getHref()}>Tribe Feeds</Link>.
        </p>
      </InfoSection>
      <InfoSection title="Private share links">
        <p>
          Open a public photo and choose Share to make a link for one person, with an optional message and email. Whoever holds the
          link sees that photo without an account. Links last {DEFAULT_SHARE_EXPIRY_DAYS} days unless you choose otherwise, and you can
          revoke one at any time; a link also stops working if the photo stops being public.
        </p>
      </InfoSection>
      <InfoSection title="Memory capsules">
        <p>
          On your own photo choose 'Add to Capsule' to write a journal entry about it, with a feeling and tags. Give it an unlock date
          and it stays sealed, even from you, until that day; you get a notification when it opens. Find them all under{' '}
          <Link to={paths.app.capsules.getHref()}>Memories</Link>.
        </p>
      </InfoSection>
      <InfoSection title="Your account">
        <p>
          Forgot your password? Use 'Forgot password' on the sign-in page and follow the link in the mail. Names, password, profile
          picture and account deletion are in Settings, from the menu under your avatar.
        </p>
      </InfoSection>
    </InfoPage>
  );
}
