/**
 * Where the photo editor plugs into the owner's menu (card and detail). The editor is its own feature,
 * and features never import each other: the app puts the editor's launcher in this slot (MemberShell),
 * and the menu shows 'Edit photo' only when something fills it.
 */
import { createContext, type ReactNode } from 'react';
import type { Photo } from '@shared/schemas/photo';

export interface PhotoEditorSlotProps {
  photo: Photo;
  onClose: () => void;
}

/** Renders the editor for the photo (a render function, so the menu never creates a component while rendering). */
export type RenderPhotoEditor = (props: PhotoEditorSlotProps) => ReactNode;

export const PhotoEditorSlot = createContext<RenderPhotoEditor | null>(null);
