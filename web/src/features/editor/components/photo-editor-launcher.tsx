/**
 * 'Edit photo': the full-screen 'Edit Photo' dialog and its
 * states: loading (the editor's chunk and the photo), a choice to continue a saved edit, ready, saving
 * ('Saving...'), closed on success. 'Save' replaces the photo's image in place, 'Save as a copy' adds a
 * new photo; a save with nothing changed does nothing and says so. This module is small and static; the editor itself is a lazy chunk.
 */
import { useEffect, useEffectEvent, useState } from 'react';
import { EDIT_MESSAGES } from '@shared/messages/edit';
import { UI_MESSAGES } from '@shared/messages/ui';
import type { Photo } from '@shared/schemas/photo';
import { Button } from '@/components/ui/button/button';
import { Dialog } from '@/components/ui/dialog/dialog';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useToast } from '@/components/ui/toast/toast';
import { useSavedEdit } from '../api/get-saved-edit';
import { useSaveEdit } from '../api/save-edit';
import { continuedStart, freshStart, type EditStart } from '../lib/edit-start';
import { useEditorSession } from '../lib/editor-session';
import { fitUploadLimit } from '../lib/fit-upload-limit';
import type { EditedImage } from './photo-editor';
import './photo-editor.css';

export function PhotoEditorLauncher({ photo, onClose }: { photo: Photo; onClose: () => void }) {
  const saved = useSavedEdit(photo.id);
  const [start, setStart] = useState<EditStart | null>(null);
  const [saving, setSaving] = useState(false);
  const continued = saved.data ? continuedStart(saved.data) : null;

  let body;
  if (saved.isPending) body = <EditorLoading />;
  else if (!start && continued)
    body = (
      <ContinueChoice
        inPlace={saved.data?.editedFrom === photo.id}
        onChoose={(useSaved) => setStart(useSaved ? continued : freshStart(photo))}
      />
    );
  else body = <EditingSession photoId={photo.id} start={start ?? freshStart(photo)} onClose={onClose} onSavingChange={setSaving} />;

  return (
    // Closing while saving would lose the answer of a save already on its way.
    <Dialog open onClose={saving ? () => undefined : onClose} title={EDIT_MESSAGES.editorTitle} size="full">
      {body}
    </Dialog>
  );
}

function EditorLoading() {
  return (
    <div className="photo-editor__state">
      <Spinner size="lg" />
      <p>{EDIT_MESSAGES.loadingEditor}</p>
    </div>
  );
}

/**
 * A photo with saved changes: edited in place, its own original is what 'start again' opens;
 * an edited copy starts from itself as it is now.
 */
function ContinueChoice({ inPlace, onChoose }: { inPlace: boolean; onChoose: (useSaved: boolean) => void }) {
  return (
    <div className="photo-editor__state">
      <p>{inPlace ? EDIT_MESSAGES.continueInPlace : EDIT_MESSAGES.continueCopy}</p>
      <div className="photo-editor__choices">
        <Button onClick={() => onChoose(true)}>{EDIT_MESSAGES.continueEditing}</Button>
        <Button variant="outline" onClick={() => onChoose(false)}>
          {inPlace ? EDIT_MESSAGES.startFromOriginal : EDIT_MESSAGES.startFromThisPhoto}
        </Button>
      </div>
    </div>
  );
}

function EditingSession({
  photoId,
  start,
  onClose,
  onSavingChange,
}: {
  photoId: string;
  start: EditStart;
  onClose: () => void;
  onSavingChange: (saving: boolean) => void;
}) {
  const session = useEditorSession(start.imageUrl);
  const { toast } = useToast();
  const [encoding, setEncoding] = useState(false);
  const failSave = () => toast({ title: EDIT_MESSAGES.failedTitle, description: EDIT_MESSAGES.failedText, variant: 'destructive' });
  const save = useSaveEdit({
    mutationConfig: {
      onSuccess: () => {
        toast({ title: EDIT_MESSAGES.savedTitle, description: EDIT_MESSAGES.savedText, variant: 'success' });
        onClose();
      },
      onError: failSave,
    },
  });
  const saving = encoding || save.isPending;

  const reportSaving = useEffectEvent((value: boolean) => onSavingChange(value));
  useEffect(() => reportSaving(saving), [saving]);

  const failInit = useEffectEvent(() => {
    toast({ title: EDIT_MESSAGES.initFailedTitle, description: EDIT_MESSAGES.initFailedText });
    onClose();
  });
  useEffect(() => {
    if (session.status === 'failed') failInit();
  }, [session.status]);

  async function handleSave(edited: EditedImage) {
    if (saving) return;
    // A save with no change would only make the same picture again; say so and keep editing.
    if (!edited.changed) {
      toast({ title: EDIT_MESSAGES.noChangeTitle, description: EDIT_MESSAGES.noChangeText });
      return;
    }
    setEncoding(true);
    try {
      const fitted = await fitUploadLimit(edited.canvas, { keepPng: edited.elliptical });
      const image = new File([fitted.blob], `edited-${Date.now()}.${fitted.extension}`, { type: fitted.blob.type });
      save.mutate({ photoId, originalPhotoId: start.originalPhotoId, saveAs: edited.saveAs, image, editData: edited.designState });
    } catch {
      failSave();
    } finally {
      setEncoding(false);
    }
  }

  if (session.status !== 'ready') return <EditorLoading />;
  const { Editor, image } = session;
  return (
    <div className="photo-editor" aria-busy={saving}>
      <Editor image={image} designState={start.designState} onSave={handleSave} onClose={onClose} />
      {saving ? (
        <div className="photo-editor__saving" role="status">
          <Spinner size="lg" />
          <span>{UI_MESSAGES.saving}</span>
        </div>
      ) : null}
    </div>
  );
}
