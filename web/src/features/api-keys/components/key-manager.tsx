/**
 * Generating a key, the new key shown once, and the list: the API keys page's working part, which the
 * Settings page shows too, so its list's "Generate your first key above" has the form above it.
 */
import { useState } from 'react';
import type { GenerateKeyResponse } from '@shared/schemas/api-key';
import { GenerateKeyForm } from './generate-key-form';
import { KeyList } from './key-list';
import { NewKeyPanel } from './new-key-panel';

export function KeyManager() {
  const [generated, setGenerated] = useState<GenerateKeyResponse | null>(null);
  return (
    <>
      <GenerateKeyForm onGenerated={setGenerated} />
      {generated ? <NewKeyPanel key={generated.key.id} generated={generated} onDone={() => setGenerated(null)} /> : null}
      <KeyList />
    </>
  );
}
