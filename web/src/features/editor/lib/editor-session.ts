/**
 * What an editing session needs before the editor can show: its code (a separate chunk, ~250 KB gzipped,
 * fetched only now: neither the landing page nor the feed loads it) and the photo's image.
 */
import { useEffect, useState, type ComponentType } from 'react';
import type { PhotoEditorProps } from '../components/photo-editor';
import { loadImage } from './load-image';

export type EditorSession =
  { status: 'loading' } | { status: 'ready'; Editor: ComponentType<PhotoEditorProps>; image: HTMLImageElement } | { status: 'failed' };

export function useEditorSession(imageUrl: string | null): EditorSession {
  const [session, setSession] = useState<EditorSession>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    const settle = (next: EditorSession) => live && setSession(next);
    if (!imageUrl) settle({ status: 'failed' });
    else {
      Promise.all([import('../components/photo-editor'), loadImage(imageUrl)]).then(
        ([module, image]) => settle({ status: 'ready', Editor: module.default, image }),
        () => settle({ status: 'failed' }),
      );
    }
    return () => {
      live = false;
    };
  }, [imageUrl]);
  return session;
}
