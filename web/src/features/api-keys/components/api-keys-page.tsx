/** Mobile API keys: generate, see the new key once, list, delete, and how to use them. */
import { API_KEY_MESSAGES } from '@shared/messages/api-key';
import { KeyManager } from './key-manager';
import { HowKeysWork } from './how-keys-work';
import { UsageInstructions } from './usage-instructions';
import './api-keys.css';

export function ApiKeysPage() {
  return (
    <div className="api-keys container">
      <header>
        <p className="eyebrow">{API_KEY_MESSAGES.pageEyebrow}</p>
        <h1 className="page-title">{API_KEY_MESSAGES.pageTitle}</h1>
        <p className="api-keys__lead">{API_KEY_MESSAGES.pageLead}</p>
      </header>
      <HowKeysWork />
      <KeyManager />
      <UsageInstructions />
    </div>
  );
}
