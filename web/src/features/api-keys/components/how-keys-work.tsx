import { API_KEY_MESSAGES } from '@shared/messages/api-key';
import { OPENAPI_PATH } from './usage-instructions';

/**
 * What a key is for and how an app uses it, in a member's words before any command:
 * the developer's details (curl, the API reference) follow further down.
 */
export function HowKeysWork() {
  return (
    <section className="section-card how-keys" aria-labelledby="how-keys-title">
      <h2 id="how-keys-title" className="section-card__title">
        {API_KEY_MESSAGES.howTitle}
      </h2>
      <ol className="how-keys__steps">
        <li>
          <strong>{API_KEY_MESSAGES.howGenerate}</strong> {API_KEY_MESSAGES.howGenerateDetail}
        </li>
        <li>
          <strong>{API_KEY_MESSAGES.howCopy}</strong> {API_KEY_MESSAGES.howCopyDetail}
        </li>
        <li>
          <strong>{API_KEY_MESSAGES.howSend}</strong> {API_KEY_MESSAGES.howSendDetail}
        </li>
        <li>
          <strong>{API_KEY_MESSAGES.howDelete}</strong> {API_KEY_MESSAGES.howDeleteDetail}
        </li>
      </ol>
      <p className="how-keys__note">
        {API_KEY_MESSAGES.howBuildingBefore}{' '}
        <a href={OPENAPI_PATH} target="_blank" rel="noreferrer">
          {API_KEY_MESSAGES.apiReference}
        </a>{' '}
        {API_KEY_MESSAGES.howBuildingAfter}
      </p>
    </section>
  );
}
