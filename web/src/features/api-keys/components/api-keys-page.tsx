/** Mobile API keys (SPEC.md "Mobile API keys"): generate, see the new key once, list, delete, and how to use them. */
import { useState } from 'react';
import type { GenerateKeyResponse } from '@shared/schemas/api-key';
import { GenerateKeyForm } from './generate-key-form';
import { KeyList } from './key-list';
import { NewKeyPanel } from './new-key-panel';
import { UsageInstructions } from './usage-instructions';
import './api-keys.css';

export function ApiKeysPage() {
  const [generated, setGenerated] = useState<GenerateKeyResponse | null>(null);
  return (
    <div className="api-keys container">
      <header>
        <p className="eyebrow">Mobile apps</p>
        <h1 className="page-title">API Keys</h1>
        <p className="api-keys__lead">Keys let the Snifty Photos iOS and Android apps upload photos to your profile.</p>
      </header>
      <GenerateKeyForm onGenerated={setGenerated} />
      {generated ? <NewKeyPanel key={generated.key.id} generated={generated} onDone={() => setGenerated(null)} /> : null}
      <KeyList />
      <UsageInstructions />
    </div>
  );
}
