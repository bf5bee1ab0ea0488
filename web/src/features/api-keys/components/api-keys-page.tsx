/** Mobile API keys (SPEC.md "Mobile API keys"): generate, see the new key once, list, delete, and how to use them. */
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
        <p className="eyebrow">Mobile apps</p>
        <h1 className="page-title">API Keys</h1>
        <p className="api-keys__lead">
          An API key lets an app on your phone add photos to your Snifty profile without ever knowing your password. Make one key for
          each app or device: if a phone is lost or you stop using an app, delete its key here and only that app loses access.
        </p>
      </header>
      <HowKeysWork />
      <GenerateKeyForm onGenerated={setGenerated} />
      {generated ? <NewKeyPanel key={generated.key.id} generated={generated} onDone={() => setGenerated(null)} /> : null}
      <KeyList />
      <UsageInstructions />
    </div>
  );
}
