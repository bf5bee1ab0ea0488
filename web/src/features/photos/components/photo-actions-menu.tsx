/**
 * The owner's menu on a card and on the detail page: AI Restyle, Change Privacy,
 * Print Card, Delete, 'Edit photo' when the app fills the editor slot (photo-editor-slot.ts), and
 * 'Revert to original' once an edit was saved in place. Each
 * dialog mounts when opened, so it starts from the photo as it is now; focus returns to the menu button
 * when it closes.
 */
import { PHOTO_OWNER_MESSAGES } from '@shared/messages/photo-owner';
import { UI_MESSAGES } from '@shared/messages/ui';
import { lazy, Suspense, useContext, useEffect, useRef, useState, type Ref } from 'react';
import type { Photo } from '@shared/schemas/photo';
import { DropdownMenu, DropdownMenuItem, DropdownMenuSeparator } from '@/components/ui/dropdown-menu/dropdown-menu';
import { MoreHorizontalIcon } from '@/components/ui/icons/more-horizontal';
import { PencilIcon } from '@/components/ui/icons/pencil';
import { PrinterIcon } from '@/components/ui/icons/printer';
import { ShieldIcon } from '@/components/ui/icons/shield';
import { SparklesIcon } from '@/components/ui/icons/sparkles';
import { TrashIcon } from '@/components/ui/icons/trash';
import { UndoIcon } from '@/components/ui/icons/undo';
import { useToast } from '@/components/ui/toast/toast';
import { errorMessage } from '@/lib/api-client';
import { EDIT_MESSAGES } from '@shared/messages/edit';
import { useRevertEdit } from '../api/revert-edit';
import { PhotoEditorSlot } from './photo-editor-slot';
import { printPhotoCard } from './print-card';
import './photo-dialogs.css';

// A feed's first paint needs none of the owner's dialogs (restyle's picker, result and undo, privacy, delete):
// each loads when first opened.
const RestyleDialog = lazy(async () => ({ default: (await import('./restyle-dialog')).RestyleDialog }));
const PrivacyDialog = lazy(async () => ({ default: (await import('./privacy-dialog')).PrivacyDialog }));
const DeletePhotoDialog = lazy(async () => ({ default: (await import('./delete-photo-dialog')).DeletePhotoDialog }));

type OpenDialog = 'edit' | 'restyle' | 'privacy' | 'delete' | null;

function setRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

export function PhotoActionsMenu({
  photo,
  onDeleted,
  className,
}: {
  photo: Photo;
  /** After a successful delete (the detail page goes home). */
  onDeleted?: () => void;
  className?: string;
}) {
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const hadDialog = useRef(false);
  const renderEditor = useContext(PhotoEditorSlot);

  useEffect(() => {
    if (dialog) hadDialog.current = true;
    else if (hadDialog.current) {
      hadDialog.current = false;
      triggerRef.current?.focus();
    }
  }, [dialog]);

  const close = () => setDialog(null);
  const ready = photo.status === 'ready';
  const { toast } = useToast();
  const revert = useRevertEdit({
    mutationConfig: {
      onSuccess: () => toast({ title: EDIT_MESSAGES.revertedTitle, description: EDIT_MESSAGES.revertedText, variant: 'success' }),
      onError: (error) =>
        toast({
          title: EDIT_MESSAGES.revertFailedTitle,
          description: errorMessage(error, EDIT_MESSAGES.failedText),
          variant: 'destructive',
        }),
    },
  });
  return (
    <>
      <DropdownMenu
        label={PHOTO_OWNER_MESSAGES.actionsLabel}
        className={className}
        renderTrigger={({ ref, ...props }) => (
          <button
            {...props}
            ref={(node) => {
              triggerRef.current = node;
              setRef(ref, node);
            }}
            className="photo-menu-trigger"
            aria-label={PHOTO_OWNER_MESSAGES.actionsLabel}
          >
            <MoreHorizontalIcon aria-hidden="true" />
          </button>
        )}
      >
        {renderEditor ? (
          // The editor opens on the original, which its owner always has unless analysis refused it.
          <DropdownMenuItem icon={<PencilIcon />} onSelect={() => setDialog('edit')} disabled={!photo.originalUrl}>
            {PHOTO_OWNER_MESSAGES.editPhoto}
          </DropdownMenuItem>
        ) : null}
        {photo.edited || photo.editProcessing ? (
          // An edit saved in place keeps the original, and one choice brings it back.
          <DropdownMenuItem icon={<UndoIcon />} onSelect={() => revert.mutate({ photoId: photo.id })} disabled={revert.isPending}>
            {EDIT_MESSAGES.revertLabel}
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuItem icon={<SparklesIcon />} onSelect={() => setDialog('restyle')} disabled={!ready}>
          {PHOTO_OWNER_MESSAGES.aiRestyle}
        </DropdownMenuItem>
        <DropdownMenuItem icon={<ShieldIcon />} onSelect={() => setDialog('privacy')}>
          {PHOTO_OWNER_MESSAGES.changePrivacy}
        </DropdownMenuItem>
        <DropdownMenuItem icon={<PrinterIcon />} onSelect={() => printPhotoCard(photo)}>
          {PHOTO_OWNER_MESSAGES.printCard}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem icon={<TrashIcon />} variant="danger" onSelect={() => setDialog('delete')}>
          {UI_MESSAGES.delete}
        </DropdownMenuItem>
      </DropdownMenu>
      {dialog === 'edit' && renderEditor ? renderEditor({ photo, onClose: close }) : null}
      {/* Their own boundary: the root layout's would swap the whole screen for the loading screen meanwhile. */}
      <Suspense fallback={null}>
        {dialog === 'restyle' ? <RestyleDialog photo={photo} open onClose={close} /> : null}
        {dialog === 'privacy' ? <PrivacyDialog photo={photo} open onClose={close} /> : null}
        {dialog === 'delete' ? <DeletePhotoDialog photo={photo} open onClose={close} onDeleted={onDeleted} /> : null}
      </Suspense>
    </>
  );
}
