/**
 * The full-screen editor itself: react-filerobot-image-editor with our options (editor-options.ts). This module is
 * the editor chunk: only the launcher imports it, dynamically, when the owner opens the editor.
 */
import { useRef, useState } from 'react';
import FilerobotImageEditor from 'react-filerobot-image-editor';
import type { EditData, EditSaveMode } from '@shared/schemas/photo-edit';
import { EDIT_MESSAGES } from '@shared/messages/edit';
import { EDITOR_OPTIONS } from './editor-options';

export interface EditedImage {
  canvas: HTMLCanvasElement;
  /** The editor's design state, loadable later to continue the edit. */
  designState: EditData;
  /** An elliptical crop keeps PNG (transparent corners). */
  elliptical: boolean;
  /** 'Save' replaces the photo's image in place; 'Save as a copy' makes a new photo. */
  saveAs: EditSaveMode;
  /** Whether anything was changed in this session (an undone change is no change). */
  changed: boolean;
}

/** The editor's own state as its onModify hands it over: `hasUndo` is true while any change stands. */
const hasChanges = (state: unknown) => Boolean((state as { hasUndo?: unknown } | null)?.hasUndo);

function SaveIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M20 6 9 17l-5-5" />
    </svg>
  );
}

function CopyIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <rect x="9" y="9" width="13" height="13" rx="2" />
      <path d="M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1" />
    </svg>
  );
}

export interface PhotoEditorProps {
  image: HTMLImageElement;
  designState: EditData | null;
  onSave: (edited: EditedImage) => void;
  onClose: () => void;
}

/**
 * The design state without the image it was made on: `imgSrc` is a signed URL that expires and
 * `originalSource` is the image element itself (an empty object once serialised, which would replace the
 * real image on load). The image is always given as `source`; everything else (crop, annotations and the
 * shown dimensions they are measured in) is kept.
 */
function withoutSource(state: Record<string, unknown>): EditData {
  const { imgSrc: _imgSrc, originalSource: _originalSource, ...rest } = state;
  return JSON.parse(JSON.stringify(rest)) as EditData;
}

export default function PhotoEditor({ image, designState, onSave, onClose }: PhotoEditorProps) {
  const [fileName] = useState(() => `edited-${Date.now()}`);
  // Once per session: a new object on every render would make the editor load the state again.
  const [loadable] = useState(() => (designState ? withoutSource(designState) : undefined));
  const changed = useRef(false);
  const emit = (saveAs: EditSaveMode) => (saved: { imageCanvas?: HTMLCanvasElement }, state: Record<string, unknown>) => {
    if (!saved.imageCanvas) return;
    const crop = (state.adjustments as { crop?: { ratio?: unknown } } | undefined)?.crop;
    onSave({
      canvas: saved.imageCanvas,
      designState: withoutSource(state),
      elliptical: crop?.ratio === 'ellipse',
      saveAs,
      changed: changed.current,
    });
  };
  const saveChoice = (label: string, saveAs: EditSaveMode, icon: () => JSX.Element) => ({
    label,
    icon,
    onClick: (_openSaveDialog: unknown, saveWith: (onSave: (saved: unknown, state: unknown) => void) => void) =>
      saveWith((saved, state) => emit(saveAs)(saved as { imageCanvas?: HTMLCanvasElement }, state as Record<string, unknown>)),
  });
  return (
    <FilerobotImageEditor
      {...EDITOR_OPTIONS}
      source={image}
      loadableDesignState={loadable}
      defaultSavedImageName={fileName}
      onModify={(state) => {
        changed.current = hasChanges(state);
      }}
      // No name-and-format dialog: the app names the file and picks a format that fits the upload limit.
      onBeforeSave={() => false}
      onSave={(saved, state) => emit('photo')(saved, state as unknown as Record<string, unknown>)}
      // The Save button opens two clearly named choices: Filerobot 5 shows its save menu only when it has more
      // than one, and then the button opens the menu rather than saving. 'Save to this photo' replaces the image
      // in place; 'Save as a copy' keeps the photo and adds the edit beside it.
      moreSaveOptions={[
        saveChoice(EDIT_MESSAGES.saveInPlaceLabel, 'photo', SaveIcon),
        saveChoice(EDIT_MESSAGES.saveAsCopyLabel, 'copy', CopyIcon),
      ]}
      onClose={() => onClose()}
    />
  );
}
