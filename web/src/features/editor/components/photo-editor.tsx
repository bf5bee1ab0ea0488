/**
 * The full-screen editor itself: react-filerobot-image-editor with the spec's options. This module is
 * the editor chunk: only the launcher imports it, dynamically, when the owner opens the editor.
 */
import { useState } from 'react';
import FilerobotImageEditor from 'react-filerobot-image-editor';
import type { EditData } from '@shared/schemas/photo-edit';
import { EDITOR_OPTIONS } from './editor-options';

export interface EditedImage {
  canvas: HTMLCanvasElement;
  /** The editor's design state, loadable later to continue the edit. */
  designState: EditData;
  /** An elliptical crop keeps PNG (transparent corners). */
  elliptical: boolean;
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
  return (
    <FilerobotImageEditor
      {...EDITOR_OPTIONS}
      source={image}
      loadableDesignState={loadable}
      defaultSavedImageName={fileName}
      // No name-and-format dialog: the app names the file and picks a format that fits the upload limit.
      onBeforeSave={() => false}
      onSave={(saved, state) => {
        if (!saved.imageCanvas) return;
        onSave({
          canvas: saved.imageCanvas,
          designState: withoutSource(state as Record<string, unknown>),
          elliptical: state.adjustments?.crop?.ratio === 'ellipse',
        });
      }}
      onClose={() => onClose()}
    />
  );
}
