/**
 * The capsule form: journal entry (required, trimmed), emotion, unlock date (not in
 * the past; capsules open at 00:00 UTC) and comma-separated tags. It checks with the same schema as the
 * server, so the messages are the same on both sides.
 */
import { CAPSULE_SCREEN_MESSAGES } from '@shared/messages/capsule-screens';
import { useId, useState, type FormEvent } from 'react';
import { JOURNAL_ENTRY_MAX_LENGTH } from '@shared/constants';
import { EMOTION_LABELS, EMOTIONS } from '@shared/enums';
import { CAPSULE_MESSAGES } from '@shared/messages/capsule';
import { UI_MESSAGES } from '@shared/messages/ui';
import { createCapsuleBody, splitTags, utcDay } from '@shared/schemas/capsule';
import { Button } from '@/components/ui/button/button';
import { Input } from '@/components/ui/input/input';
import { useToast } from '@/components/ui/toast/toast';
import { errorMessage } from '@/lib/api-client';
import { useCreateCapsule } from '../api/create-capsule';
import './capsules.css';
import { Select } from '@/components/ui/select/select';

/** The browser's clock decides "today" here; the server checks again with its own. */
const capsuleBody = createCapsuleBody(() => utcDay(new Date()));

type Field = 'journalEntry' | 'emotionTone' | 'unlockDate' | 'tags';

export function CapsuleForm({ photoId, onCreated, onCancel }: { photoId: string; onCreated: () => void; onCancel: () => void }) {
  const id = useId();
  const { toast } = useToast();
  const [journalEntry, setJournalEntry] = useState('');
  const [emotionTone, setEmotionTone] = useState('');
  const [unlockDate, setUnlockDate] = useState('');
  const [tags, setTags] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const create = useCreateCapsule({
    mutationConfig: {
      onSuccess: () => {
        toast({ title: CAPSULE_MESSAGES.created, variant: 'success' });
        onCreated();
      },
      onError: (error) =>
        toast({
          title: CAPSULE_MESSAGES.createFailed,
          description: errorMessage(error, UI_MESSAGES.pleaseTryAgain),
          variant: 'destructive',
        }),
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = capsuleBody.safeParse({ photoId, journalEntry, emotionTone, unlockDate, tags: splitTags(tags) });
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
      setErrors(found);
      if (found.journalEntry === CAPSULE_MESSAGES.journalEntryRequired) {
        toast({
          title: CAPSULE_MESSAGES.journalEntryRequired,
          description: CAPSULE_MESSAGES.journalEntryPrompt,
          variant: 'destructive',
        });
      }
      return;
    }
    setErrors({});
    create.mutate(parsed.data);
  };

  return (
    <form className="capsule-form" onSubmit={submit} noValidate aria-label={CAPSULE_SCREEN_MESSAGES.formLabel}>
      <div className={errors.journalEntry ? 'field field--invalid' : 'field'}>
        <label className="field__label" htmlFor={`${id}-entry`}>
          {CAPSULE_SCREEN_MESSAGES.journalEntryLabel}
        </label>
        <textarea
          id={`${id}-entry`}
          className="field__input capsule-form__entry"
          rows={6}
          maxLength={JOURNAL_ENTRY_MAX_LENGTH}
          placeholder={CAPSULE_SCREEN_MESSAGES.journalEntryPlaceholder}
          value={journalEntry}
          onChange={(event) => setJournalEntry(event.target.value)}
          aria-invalid={errors.journalEntry ? true : undefined}
          aria-describedby={errors.journalEntry ? `${id}-entry-error` : undefined}
        />
        {errors.journalEntry ? (
          <p id={`${id}-entry-error`} className="field__error" role="alert">
            {errors.journalEntry === CAPSULE_MESSAGES.journalEntryRequired ? CAPSULE_MESSAGES.journalEntryPrompt : errors.journalEntry}
          </p>
        ) : null}
      </div>

      <div className="capsule-form__row">
        <div className="field">
          <label className="field__label" htmlFor={`${id}-emotion`}>
            {CAPSULE_SCREEN_MESSAGES.emotionLabel}
          </label>
          <Select id={`${id}-emotion`} value={emotionTone} onChange={(event) => setEmotionTone(event.target.value)}>
            <option value="">{CAPSULE_SCREEN_MESSAGES.noEmotion}</option>
            {EMOTIONS.map((emotion) => (
              <option key={emotion} value={emotion}>
                {EMOTION_LABELS[emotion]}
              </option>
            ))}
          </Select>
        </div>
        <Input
          type="date"
          label={CAPSULE_SCREEN_MESSAGES.unlockDateLabel}
          min={utcDay(new Date())}
          value={unlockDate}
          onChange={(event) => setUnlockDate(event.target.value)}
          error={errors.unlockDate}
          hint={CAPSULE_SCREEN_MESSAGES.unlockDateHint}
        />
      </div>

      <Input
        label={UI_MESSAGES.tags}
        placeholder={CAPSULE_SCREEN_MESSAGES.tagsPlaceholder}
        value={tags}
        onChange={(event) => setTags(event.target.value)}
        error={errors.tags}
        hint={CAPSULE_SCREEN_MESSAGES.tagsHint}
      />

      <div className="capsule-form__footer">
        <Button variant="outline" type="button" onClick={onCancel}>
          {UI_MESSAGES.cancel}
        </Button>
        <Button type="submit" isLoading={create.isPending} loadingText={CAPSULE_SCREEN_MESSAGES.sealing}>
          {CAPSULE_SCREEN_MESSAGES.create}
        </Button>
      </div>
    </form>
  );
}
