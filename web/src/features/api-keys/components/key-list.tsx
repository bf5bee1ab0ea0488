import { useState } from 'react';
import { API_KEY_MESSAGES } from '@shared/messages/api-key';
import { UI_MESSAGES } from '@shared/messages/ui';
import type { ApiKeySummary } from '@shared/schemas/api-key';
import { PageLoading } from '@/components/layouts/page-state';
import { Button } from '@/components/ui/button/button';
import { ConfirmDeleteFooter } from '@/components/ui/dialog/dialog-actions';
import { Dialog } from '@/components/ui/dialog/dialog';
import { SmartphoneIcon } from '@/components/ui/icons/smartphone';
import { TrashIcon } from '@/components/ui/icons/trash';
import { useToast } from '@/components/ui/toast/toast';
import { errorMessage } from '@/lib/api-client';
import { useDeactivateApiKey } from '../api/deactivate-api-key';
import { useApiKeys } from '../api/get-api-keys';
import { platformLabel } from './generate-key-form';
// Also shown on the Settings page, which does not load the API keys page's stylesheet.
import './api-keys.css';

const dateOf = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' }) : API_KEY_MESSAGES.neverUsed;

/** The member's keys with name, platform, preview, dates and a delete action behind a confirmation. */
export function KeyList() {
  const keys = useApiKeys();
  const [confirming, setConfirming] = useState<ApiKeySummary | null>(null);

  return (
    <section className="section-card" aria-labelledby="api-key-list-title">
      <h2 id="api-key-list-title" className="section-card__title">
        {API_KEY_MESSAGES.listTitle}
      </h2>
      {keys.isPending ? (
        <PageLoading label={API_KEY_MESSAGES.listLoading} />
      ) : keys.isError ? (
        <p className="api-keys__empty" role="alert">
          {errorMessage(keys.error, API_KEY_MESSAGES.listLoadFailed)}
        </p>
      ) : keys.data.length === 0 ? (
        <p className="api-keys__empty">{API_KEY_MESSAGES.empty}</p>
      ) : (
        <ul className="section-card__list" aria-label={API_KEY_MESSAGES.listLabel}>
          {keys.data.map((key) => (
            <KeyRow key={key.id} apiKey={key} onDelete={() => setConfirming(key)} />
          ))}
        </ul>
      )}
      {confirming ? <ConfirmDeactivate apiKey={confirming} onClose={() => setConfirming(null)} /> : null}
    </section>
  );
}

function KeyRow({ apiKey, onDelete }: { apiKey: ApiKeySummary; onDelete: () => void }) {
  return (
    <li className={`key-row${apiKey.isActive ? '' : ' key-row--inactive'}`} aria-label={apiKey.name}>
      <div className="key-row__head">
        <SmartphoneIcon aria-hidden="true" className="key-row__icon" />
        <div className="key-row__title">
          <p className="key-row__name">{apiKey.name}</p>
          <p className="key-row__meta">
            <span className="key-row__badge">{platformLabel(apiKey.platform)}</span>
            <span className={`key-row__badge ${apiKey.isActive ? 'key-row__badge--active' : ''}`}>
              {apiKey.isActive ? API_KEY_MESSAGES.active : API_KEY_MESSAGES.inactive}
            </span>
          </p>
        </div>
        {apiKey.isActive ? (
          <Button
            variant="ghost"
            size="sm"
            icon={<TrashIcon />}
            onClick={onDelete}
            aria-label={API_KEY_MESSAGES.deleteKeyLabel(apiKey.name)}
          >
            {UI_MESSAGES.delete}
          </Button>
        ) : null}
      </div>
      <code className="key-row__preview">{apiKey.keyPreview}</code>
      <dl className="key-row__dates">
        <div>
          <dt>{API_KEY_MESSAGES.createdLabel}</dt>
          <dd>{dateOf(apiKey.createdAt)}</dd>
        </div>
        <div>
          <dt>{API_KEY_MESSAGES.lastUsedLabel}</dt>
          <dd>{dateOf(apiKey.lastUsed)}</dd>
        </div>
        <div>
          <dt>{API_KEY_MESSAGES.expiresLabel}</dt>
          {/* An ended key works no more: a future date there would say it still does. */}
          <dd>{apiKey.isActive ? dateOf(apiKey.expiresAt) : API_KEY_MESSAGES.ended}</dd>
        </div>
      </dl>
    </li>
  );
}

function ConfirmDeactivate({ apiKey, onClose }: { apiKey: ApiKeySummary; onClose: () => void }) {
  const { toast } = useToast();
  const deactivate = useDeactivateApiKey({
    mutationConfig: {
      onSuccess: () => {
        toast({ title: API_KEY_MESSAGES.deactivatedTitle, description: API_KEY_MESSAGES.deactivated, variant: 'success' });
        onClose();
      },
      onError: (failure) =>
        toast({
          title: API_KEY_MESSAGES.deactivationFailedTitle,
          description: errorMessage(failure, API_KEY_MESSAGES.deactivationFailed),
          variant: 'destructive',
        }),
    },
  });
  return (
    <Dialog
      open
      onClose={onClose}
      size="sm"
      title={API_KEY_MESSAGES.deleteKeyTitle(apiKey.name)}
      description={API_KEY_MESSAGES.deleteKeyWarning}
      footer={
        <ConfirmDeleteFooter
          confirmLabel={API_KEY_MESSAGES.deleteKeyConfirm}
          isPending={deactivate.isPending}
          cancelDisabled={deactivate.isPending}
          onCancel={onClose}
          onConfirm={() => deactivate.mutate({ id: apiKey.id })}
        />
      }
    />
  );
}
