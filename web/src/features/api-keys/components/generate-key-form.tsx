import { useState, type FormEvent } from 'react';
import { API_KEY_NAME_MAX_LENGTH } from '@shared/constants';
import { API_KEY_MESSAGES } from '@shared/messages/api-key';
import { API_KEY_PLATFORMS, type ApiKeyPlatform } from '@shared/enums';
import type { GenerateKeyResponse } from '@shared/schemas/api-key';
import { Button } from '@/components/ui/button/button';
import { KeyIcon } from '@/components/ui/icons/key';
import { Input } from '@/components/ui/input/input';
import { useToast } from '@/components/ui/toast/toast';
import { errorMessage } from '@/lib/api-client';
import { useGenerateApiKey } from '../api/generate-api-key';
import { Select } from '@/components/ui/select/select';

const PLATFORM_LABELS: Record<ApiKeyPlatform, string> = { ios: 'iOS', android: 'Android' };

/** The generation form (a platform and a non-empty trimmed name, else 'Missing Information'). */
export function GenerateKeyForm({ onGenerated }: { onGenerated: (answer: GenerateKeyResponse) => void }) {
  const { toast } = useToast();
  const [platform, setPlatform] = useState<ApiKeyPlatform | ''>('');
  const [name, setName] = useState('');

  const generate = useGenerateApiKey({
    mutationConfig: {
      onSuccess: (answer) => {
        toast({ title: API_KEY_MESSAGES.generatedTitle, description: API_KEY_MESSAGES.generated, variant: 'success' });
        setName('');
        setPlatform('');
        onGenerated(answer);
      },
      onError: (failure) =>
        toast({
          title: API_KEY_MESSAGES.generationFailedTitle,
          description: errorMessage(failure, API_KEY_MESSAGES.generationFailed),
          variant: 'destructive',
        }),
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!platform || !trimmed) {
      toast({ title: API_KEY_MESSAGES.missingTitle, description: API_KEY_MESSAGES.missing, variant: 'destructive' });
      return;
    }
    generate.mutate({ platform, name: trimmed });
  };

  return (
    <form className="section-card generate-key" onSubmit={onSubmit} noValidate aria-label={API_KEY_MESSAGES.generateFormLabel}>
      <h2 className="section-card__title">{API_KEY_MESSAGES.generateFormTitle}</h2>
      <div className="generate-key__fields">
        <div className="field generate-key__platform">
          <div className="field__label-row">
            <label className="field__label" htmlFor="api-key-platform">
              {API_KEY_MESSAGES.platformFieldLabel}
            </label>
          </div>
          <Select
            id="api-key-platform"
            name="platform"
            value={platform}
            onChange={(event) => setPlatform(event.target.value as ApiKeyPlatform)}
            disabled={generate.isPending}
          >
            <option value="" disabled>
              {API_KEY_MESSAGES.platformPlaceholder}
            </option>
            {API_KEY_PLATFORMS.map((value) => (
              <option key={value} value={value}>
                {PLATFORM_LABELS[value]}
              </option>
            ))}
          </Select>
        </div>
        <Input
          label={API_KEY_MESSAGES.nameLabel}
          name="name"
          placeholder={API_KEY_MESSAGES.namePlaceholder}
          autoComplete="off"
          maxLength={API_KEY_NAME_MAX_LENGTH}
          value={name}
          onChange={(event) => setName(event.target.value)}
          disabled={generate.isPending}
        />
      </div>
      <Button type="submit" icon={<KeyIcon />} isLoading={generate.isPending} loadingText={API_KEY_MESSAGES.generating}>
        {API_KEY_MESSAGES.generate}
      </Button>
    </form>
  );
}

export const platformLabel = (platform: ApiKeyPlatform) => PLATFORM_LABELS[platform];
