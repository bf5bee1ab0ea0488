/**
 * The photos chosen for upload: at most 10 at once, extra files cut off; each can
 * be removed; the files the drop zone refused are listed with its reasons until the next pick.
 */
import { useCallback, useMemo, useReducer, useRef } from 'react';
import { ErrorCode, type FileRejection } from 'react-dropzone';
import { MAX_UPLOAD_FILES } from '@shared/constants';
import type { FileUploadUpdate, FileUploadStatus } from '../api/upload-photos';

export interface SelectedPhoto {
  id: string;
  file: File;
  status: FileUploadStatus;
  /** The fraction sent, 0 to 1. */
  progress: number;
}

export interface RejectedFile {
  id: string;
  name: string;
  /** The drop zone's messages, e.g. 'File is larger than 10485760 bytes' or 'Too many files'. */
  messages: string[];
  /** Cut off by the 10-photo limit (rather than refused for its type or size). */
  cutOff: boolean;
}

interface SelectionState {
  photos: SelectedPhoto[];
  rejected: RejectedFile[];
}

/** The message react-dropzone gives a file past `maxFiles`; the same one marks a file past the running total. */
export const TOO_MANY_FILES_MESSAGE = 'Too many files';
export const ALREADY_SELECTED_MESSAGE = 'This photo is already selected';

type Action =
  | { type: 'add'; accepted: { id: string; file: File }[]; rejections: { id: string; rejection: FileRejection }[] }
  | { type: 'remove'; id: string }
  | { type: 'update'; id: string; update: FileUploadUpdate }
  | { type: 'keep'; ids: string[] }
  | { type: 'dismissRejected' };

const sameFile = (a: File, b: File) => a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

function reducer(state: SelectionState, action: Action): SelectionState {
  switch (action.type) {
    case 'add': {
      const rejected: RejectedFile[] = action.rejections.map(({ id, rejection }) => ({
        id,
        name: rejection.file.name,
        messages: rejection.errors.map((error) => error.message),
        cutOff: rejection.errors.some((error) => error.code === ErrorCode.TooManyFiles),
      }));
      const photos = [...state.photos];
      for (const { id, file } of action.accepted) {
        if (photos.some((photo) => sameFile(photo.file, file))) {
          rejected.push({ id, name: file.name, messages: [ALREADY_SELECTED_MESSAGE], cutOff: false });
        } else if (photos.length >= MAX_UPLOAD_FILES) {
          rejected.push({ id, name: file.name, messages: [TOO_MANY_FILES_MESSAGE], cutOff: true });
        } else {
          photos.push({ id, file, status: 'waiting', progress: 0 });
        }
      }
      return { photos, rejected };
    }
    case 'remove':
      return { ...state, photos: state.photos.filter((photo) => photo.id !== action.id) };
    case 'update':
      return {
        ...state,
        photos: state.photos.map((photo) => (photo.id === action.id ? { ...photo, ...action.update } : photo)),
      };
    case 'keep':
      return { ...state, photos: state.photos.filter((photo) => action.ids.includes(photo.id)) };
    case 'dismissRejected':
      return { ...state, rejected: [] };
  }
}

export function useFileSelection() {
  const [state, dispatch] = useReducer(reducer, { photos: [], rejected: [] });
  const nextId = useRef(0);

  /** Adds what the drop zone accepted, in order, up to the limit; the rest joins its rejections. */
  const add = useCallback((accepted: File[], rejections: FileRejection[]) => {
    const newId = () => `file-${++nextId.current}`;
    dispatch({
      type: 'add',
      accepted: accepted.map((file) => ({ id: newId(), file })),
      rejections: rejections.map((rejection) => ({ id: newId(), rejection })),
    });
  }, []);
  const remove = useCallback((id: string) => dispatch({ type: 'remove', id }), []);
  const update = useCallback((id: string, fileUpdate: FileUploadUpdate) => dispatch({ type: 'update', id, update: fileUpdate }), []);
  const keep = useCallback((ids: string[]) => dispatch({ type: 'keep', ids }), []);
  const dismissRejected = useCallback(() => dispatch({ type: 'dismissRejected' }), []);

  const cutOffCount = useMemo(() => state.rejected.filter((file) => file.cutOff).length, [state.rejected]);

  return { photos: state.photos, rejected: state.rejected, cutOffCount, add, remove, update, keep, dismissRejected };
}
