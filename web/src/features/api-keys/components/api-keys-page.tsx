/** Mobile API keys: generate, see the new key once, list, delete, and how to use them. */
import { API_KEY_MESSAGES } from '@shared/messages/api-key';
import { useState } from 'react';
import type { GenerateKeyResponse } from '@shared/schemas/api-key';
import { GenerateKeyForm } from './generate-key-form';
import { KeyList } from './key-list';
import { NewKeyPanel } from './new-key-panel';
import { HowKeysWork } from './how-keys-work';
import { UsageInstructions } from './usage-instructions';
import './api-keys.css';

export function ApiKeysPage() {
  const [generated, setGenerated] = useState<GenerateKeyResponse | null>(null);
  return (
    <div className="api-keys container">
      <header>
        <p className="eyebrow">{API_KEY_MESSAGES.pageEyebrow}</p>
        <h1 className="page-title">{API_KEY_MESSAGES.pageTitle}</h1>
        <p className="api-keys__lead">{API_KEY_MESSAGES.pageLead}</p>
      </header>
      <HowKeysWork />
      <GenerateKeyForm onGenerated={setGenerated} />
      {generated ? <NewKeyPanel key={generated.key.id} generated={generated} onDone={() => setGenerated(null)} /> : null}
      <KeyList />
      <UsageInstructions />
    </div>
  );
}
