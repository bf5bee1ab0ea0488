/**
 * 'Share Privately': an optional recipient, the tone, an optional message and
 * how long the link lives. On success the link is copied to the clipboard and shown with a copy button.
 */
import { UI_MESSAGES } from '@shared/messages/ui';
import { useId, useState, type FormEvent } from 'react';
import { SHARE_MESSAGE_MAX_LENGTH } from '@shared/constants';
import {
  DEFAULT_SHARE_EXPIRY_DAYS,
  SHARE_EXPIRY_DAYS,
  SHARE_TYPE_LABELS,
  SHARE_TYPES,
  type ShareExpiryDays,
  type ShareType,
} from '@shared/enums';
import { SHARE_MESSAGES } from '@shared/messages/share';
import { createShareBody } from '@shared/schemas/share';
import { Button } from '@/components/ui/button/button';
import { Dialog } from '@/components/ui/dialog/dialog';
import { DialogActions } from '@/components/ui/dialog/dialog-actions';
import { CheckIcon } from '@/components/ui/icons/check';
import { MailIcon } from '@/components/ui/icons/mail';
import { Input } from '@/components/ui/input/input';
import { useToast } from '@/components/ui/toast/toast';
import { errorMessage } from '@/lib/api-client';
import { fieldErrorsOf, type FieldErrors } from '@/lib/form';
import { useCreateShare } from '../api/create-share';
import { EXPIRY_LABELS } from '../lib/share-text';
import './shares.css';

interface ShareForm {
  toEmail: string;
  shareType: ShareType;
  customMessage: string;
  expiresInDays: ShareExpiryDays;
}

const EMPTY_FORM: ShareForm = { toEmail: '', shareType: 'warm', customMessage: '', expiresInDays: DEFAULT_SHARE_EXPIRY_DAYS };

async function copyToClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export function ShareDialog({ photoId, open, onClose }: { photoId: string; open: boolean; onClose: () => void }) {
  const [form, setForm] = useState<ShareForm>(EMPTY_FORM);
  const [errors, setErrors] = useState<FieldErrors<ShareForm>>({});
  const [shareUrl, setShareUrl] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const ids = { type: useId(), message: useId(), expiry: useId() };
  const { toast } = useToast();
  const create = useCreateShare({
    mutationConfig: {
      onSuccess: async ({ shareUrl: url }) => {
        setShareUrl(url);
        setCopied(await copyToClipboard(url));
        toast({ title: SHARE_MESSAGES.created, variant: 'success' });
      },
      onError: (error) => toast({ title: SHARE_MESSAGES.createFailed, description: errorMessage(error, ''), variant: 'destructive' }),
    },
  });

  const close = () => {
    setForm(EMPTY_FORM);
    setErrors({});
    setShareUrl(null);
    setCopied(false);
    create.reset();
    onClose();
  };
  const set = <K extends keyof ShareForm>(key: K, value: ShareForm[K]) => setForm((current) => ({ ...current, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { photoId, ...form };
    const parsed = createShareBody.safeParse(body);
    setErrors(parsed.success ? {} : fieldErrorsOf<ShareForm>(parsed.error));
    if (parsed.success) create.mutate(body);
  };
  const formId = `${ids.type}-form`;

  if (shareUrl) {
    return (
      <Dialog
        open={open}
        onClose={close}
        title={SHARE_MESSAGES.dialogTitle}
        description={SHARE_MESSAGES.linkReady}
        footer={<Button onClick={close}>{UI_MESSAGES.done}</Button>}
      >
        <div className="share-link">
          <Input label={SHARE_MESSAGES.linkLabel} value={shareUrl} readOnly onFocus={(e) => e.currentTarget.select()} />
          <Button
            variant={copied ? 'secondary' : 'primary'}
            icon={copied ? <CheckIcon /> : undefined}
            onClick={async () => setCopied(await copyToClipboard(shareUrl))}
          >
            {copied ? SHARE_MESSAGES.linkCopied : SHARE_MESSAGES.copyLink}
          </Button>
        </div>
      </Dialog>
    );
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      title={SHARE_MESSAGES.dialogTitle}
      description={SHARE_MESSAGES.dialogDescription}
      footer={
        <DialogActions
          form={formId}
          isPending={create.isPending}
          confirmLabel={SHARE_MESSAGES.createLink}
          pendingLabel={SHARE_MESSAGES.creating}
          onCancel={close}
        />
      }
    >
      <form id={formId} className="share-form" onSubmit={submit} noValidate>
        <Input
          label={SHARE_MESSAGES.recipientLabel}
          type="email"
          autoComplete="off"
          leadingIcon={<MailIcon />}
          placeholder={SHARE_MESSAGES.recipientPlaceholder}
          value={form.toEmail}
          error={errors.toEmail}
          hint={SHARE_MESSAGES.recipientHint}
          onChange={(e) => set('toEmail', e.target.value)}
        />
        <div className="field">
          <label className="field__label" htmlFor={ids.type}>
            {SHARE_MESSAGES.shareTypeLabel}
          </label>
          <select
            id={ids.type}
            className="field__input"
            value={form.shareType}
            onChange={(e) => set('shareType', e.target.value as ShareType)}
          >
            {SHARE_TYPES.map((type) => (
              <option key={type} value={type}>
                {SHARE_TYPE_LABELS[type]}
              </option>
            ))}
          </select>
        </div>
        <div className={errors.customMessage ? 'field field--invalid' : 'field'}>
          <label className="field__label" htmlFor={ids.message}>
            {SHARE_MESSAGES.messageLabel}
          </label>
          <textarea
            id={ids.message}
            className="field__input share-form__message"
            rows={3}
            maxLength={SHARE_MESSAGE_MAX_LENGTH}
            placeholder={SHARE_MESSAGES.messagePlaceholder}
            value={form.customMessage}
            aria-invalid={Boolean(errors.customMessage)}
            onChange={(e) => set('customMessage', e.target.value)}
          />
          {errors.customMessage ? (
            <p className="field__error" role="alert">
              {errors.customMessage}
            </p>
          ) : (
            <div className="field__hint">{`${form.customMessage.length}/${SHARE_MESSAGE_MAX_LENGTH}`}</div>
          )}
        </div>
        <div className="field">
          <label className="field__label" htmlFor={ids.expiry}>
            {SHARE_MESSAGES.expiryLabel}
          </label>
          <select
            id={ids.expiry}
            className="field__input"
            value={form.expiresInDays}
            onChange={(e) => set('expiresInDays', Number(e.target.value) as ShareExpiryDays)}
          >
            {SHARE_EXPIRY_DAYS.map((days) => (
              <option key={days} value={days}>
                {EXPIRY_LABELS[days]}
              </option>
            ))}
          </select>
        </div>
      </form>
    </Dialog>
  );
}
