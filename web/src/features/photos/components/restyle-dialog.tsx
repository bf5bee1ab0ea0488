import { PHOTO_OWNER_MESSAGES } from '@shared/messages/photo-owner';
import { UI_MESSAGES } from '@shared/messages/ui';
import { PHOTO_MESSAGES } from '@shared/messages/photo';
import { useId, useRef, useState } from 'react';
import { AI_STYLES, DEFAULT_AI_STYLE, type AiStyle } from '@shared/enums';
import type { Photo } from '@shared/schemas/photo';
import { Button } from '@/components/ui/button/button';
import { Dialog } from '@/components/ui/dialog/dialog';
import { DialogActions } from '@/components/ui/dialog/dialog-actions';
import { SparklesIcon } from '@/components/ui/icons/sparkles';
import { useToast } from '@/components/ui/toast/toast';
import { useReanalyzePhoto } from '../api/reanalyze-photo';
import { STYLE_HINTS, styleLabel } from '../lib/photo-text';
import { RestyleResult, type RestyleChange } from './restyle-result';
import { UndoRestyleButton } from './undo-restyle-button';
import './photo-dialogs.css';

/** Long enough to read the new text on the card and decide. */
const UNDO_TOAST_MS = 10_000;

/**
 * 'AI Restyle': pick one of the 11 styles (witty first) and let AI rewrite the photo's text in it. It opens
 * on the photo's current style; after the answer it shows what changed (the new words, tags and mood,
 * docs/decisions/restyle.md) until 'Done', and the success toast offers to undo.
 */
export function RestyleDialog({ photo, open, onClose }: { photo: Photo; open: boolean; onClose: () => void }) {
  const [style, setStyle] = useState<AiStyle>(photo.style ?? DEFAULT_AI_STYLE);
  const [change, setChange] = useState<RestyleChange | null>(null);
  // The photo as it was when Restyle was pressed: the answer rewrites every cached copy of it.
  const before = useRef<RestyleChange['before']>({ tags: photo.tags, mood: photo.mood });
  const name = useId();
  const { toast } = useToast();
  const restyle = useReanalyzePhoto({
    mutationConfig: {
      onSuccess: (analysis, variables) => {
        toast({
          title: PHOTO_OWNER_MESSAGES.analysisCompleteTitle,
          description: (
            <>
              {PHOTO_OWNER_MESSAGES.analyzedWith(variables.style)} <UndoRestyleButton photoId={variables.photoId} />
            </>
          ),
          variant: 'success',
          duration: UNDO_TOAST_MS,
        });
        setChange({ before: before.current, after: analysis });
      },
      onError: () =>
        toast({ title: PHOTO_OWNER_MESSAGES.analysisFailedTitle, description: PHOTO_MESSAGES.restyleFailed, variant: 'destructive' }),
    },
  });

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={PHOTO_OWNER_MESSAGES.aiRestyle}
      description={PHOTO_OWNER_MESSAGES.restyleDescription}
      footer={
        change ? (
          // Undo sits beside the new words, where the member reads them; the toast offers it too.
          <div className="photo-dialog__result-actions">
            <UndoRestyleButton photoId={photo.id} inDialog onUndone={onClose} />
            <Button onClick={onClose}>{UI_MESSAGES.done}</Button>
          </div>
        ) : (
          <DialogActions
            icon={<SparklesIcon />}
            isPending={restyle.isPending}
            confirmLabel={PHOTO_OWNER_MESSAGES.restyle}
            pendingLabel={PHOTO_OWNER_MESSAGES.analyzing}
            onCancel={onClose}
            onConfirm={() => {
              before.current = { tags: photo.tags, mood: photo.mood };
              restyle.mutate({ photoId: photo.id, style });
            }}
          />
        )
      }
    >
      {change ? (
        <RestyleResult change={change} />
      ) : (
        <>
          <fieldset className="style-picker">
            <legend className="sr-only">{PHOTO_OWNER_MESSAGES.writingStyle}</legend>
            {AI_STYLES.map((option) => (
              <label key={option} className="style-picker__option">
                <input type="radio" name={name} value={option} checked={style === option} onChange={() => setStyle(option)} />
                <span className="style-picker__label">{styleLabel(option)}</span>
                <span className="style-picker__hint">{STYLE_HINTS[option]}</span>
              </label>
            ))}
          </fieldset>
          {photo.style ? (
            <p className="photo-dialog__note">
              {PHOTO_OWNER_MESSAGES.nowWrittenInBefore} <strong>{styleLabel(photo.style)}</strong>{' '}
              {PHOTO_OWNER_MESSAGES.nowWrittenInAfter}
            </p>
          ) : null}
        </>
      )}
    </Dialog>
  );
}
