import { useState } from 'react';
import { API_KEY_LENGTH } from '@shared/constants';
import { API_KEY_MESSAGES } from '@shared/messages/api-key';
import type { GenerateKeyResponse } from '@shared/schemas/api-key';
import { Button } from '@/components/ui/button/button';
import { AlertCircleIcon } from '@/components/ui/icons/alert-circle';
import { CheckIcon } from '@/components/ui/icons/check';
import { EyeIcon } from '@/components/ui/icons/eye';
import { EyeOffIcon } from '@/components/ui/icons/eye-off';
import { useToast } from '@/components/ui/toast/toast';
import { copyText } from './copy-text';
import { platformLabel } from './generate-key-form';

const MASK = '•'.repeat(API_KEY_LENGTH);

/** The new key, shown this once: visible at first, with hide/show and copy. */
export function NewKeyPanel({ generated, onDone }: { generated: GenerateKeyResponse; onDone: () => void }) {
  const { toast } = useToast();
  const [visible, setVisible] = useState(true);

  const copy = async () => {
    if (await copyText(generated.apiKey))
      toast({ title: API_KEY_MESSAGES.copiedTitle, description: API_KEY_MESSAGES.copied, variant: 'success' });
    else toast({ title: API_KEY_MESSAGES.copyFailedTitle, description: API_KEY_MESSAGES.copyKeyByHand, variant: 'destructive' });
  };

  return (
    <section className="section-card new-key" aria-labelledby="new-key-title">
      <h2 id="new-key-title" className="section-card__title">
        {API_KEY_MESSAGES.generatedTitle}: {generated.key.name} ({platformLabel(generated.key.platform)})
      </h2>
      <p className="new-key__warning" role="note">
        <AlertCircleIcon aria-hidden="true" />
        {API_KEY_MESSAGES.generated}
      </p>
      <div className="new-key__row">
        <code
          className="new-key__value"
          data-testid="new-api-key"
          aria-label={visible ? API_KEY_MESSAGES.newKeyLabel : API_KEY_MESSAGES.newKeyHiddenLabel}
        >
          {visible ? generated.apiKey : MASK}
        </code>
        <div className="new-key__actions">
          <Button
            variant="outline"
            size="sm"
            icon={visible ? <EyeOffIcon /> : <EyeIcon />}
            onClick={() => setVisible((shown) => !shown)}
            aria-pressed={!visible}
          >
            {visible ? API_KEY_MESSAGES.hideKey : API_KEY_MESSAGES.showKey}
          </Button>
          <Button variant="secondary" size="sm" onClick={() => void copy()}>
            {API_KEY_MESSAGES.copy}
          </Button>
        </div>
      </div>
      <Button variant="ghost" size="sm" icon={<CheckIcon />} onClick={onDone}>
        {API_KEY_MESSAGES.savedIt}
      </Button>
    </section>
  );
}
