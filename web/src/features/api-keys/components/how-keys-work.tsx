import { OPENAPI_PATH } from './usage-instructions';

/**
 * What a key is for and how an app uses it, in a member's words before any command (issue 28 item 6):
 * the developer's details (curl, the API reference) follow further down.
 */
export function HowKeysWork() {
  return (
    <section className="section-card how-keys" aria-labelledby="how-keys-title">
      <h2 id="how-keys-title" className="section-card__title">
        How an app uses a key
      </h2>
      <ol className="how-keys__steps">
        <li>
          <strong>Generate a key below</strong> and name it after the app or phone it is for, such as “Ava's iPhone”.
        </li>
        <li>
          <strong>Copy it into the app's settings.</strong> The key is shown once: if you lose it, delete it and make another.
        </li>
        <li>
          <strong>The app sends the key with each photo.</strong> Photos arrive on your profile as Private unless the app asks
          otherwise, with the title the app gives and AI-written descriptions and tags, just like uploads from this site.
        </li>
        <li>
          <strong>Delete the key to stop the app.</strong> It stops working within a minute; your photos stay.
        </li>
      </ol>
      <p className="how-keys__note">
        Building an app yourself? The{' '}
        <a href={OPENAPI_PATH} target="_blank" rel="noreferrer">
          API reference
        </a>{' '}
        lists every request a key opens, and the examples at the bottom of this page show them in use.
      </p>
    </section>
  );
}
