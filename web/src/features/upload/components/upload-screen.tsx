/**
 * The upload screen: pick up to 10 photos, choose who sees them,
 * then send them straight to storage with progress. Success: toast, refreshed photo lists, and home
 * after 1 s. Failure: 'Upload Failed' and progress back to 0; what did reach storage is said so.
 */
import { UPLOAD_MESSAGES, UPLOAD_SCREEN_MESSAGES } from '@shared/messages/upload';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PRODUCT_NAME, REDIRECT_AFTER_UNAUTHORIZED_MS, REDIRECT_AFTER_UPLOAD_MS } from '@shared/constants';
import { DEFAULT_INTENT, DEFAULT_VISIBILITY } from '@shared/enums';
import { PHOTO_MESSAGES } from '@shared/messages/photo';
import type { Privacy } from '@shared/schemas/photo';
import { UNAUTHORIZED_NOTICE } from '@/components/layouts/require-auth';
import { privacyProblem, VisibilityChooser } from '@/components/privacy/visibility-chooser';
import { Button } from '@/components/ui/button/button';
import { UploadIcon } from '@/components/ui/icons/upload';
import { useToast } from '@/components/ui/toast/toast';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { currentUserQueryOptions } from '@/lib/auth';
import { useMyTribes } from '@/lib/tribes';
import { useUploadPhotos, type UploadPhotosResult } from '../api/upload-photos';
import { useFileSelection, type SelectedPhoto } from '../hooks/use-file-selection';
import { isUnauthorizedError } from '../utils/upload-errors';
import { PhotoDropZone } from './photo-drop-zone';
import { RejectedFiles } from './rejected-files';
import { SelectedPhotos } from './selected-photos';
import { UploadProgress } from './upload-progress';
import './upload-screen.css';
import { UI_MESSAGES } from '@shared/messages/ui';

/** What the home feed is told after a successful upload, so it can bring the new photos into view. */
export interface AfterUploadState {
  justUploaded: number;
}

type Phase = 'selecting' | 'uploading' | 'succeeded';

const DEFAULT_PRIVACY: Privacy = { visibility: DEFAULT_VISIBILITY, allowedTribes: [], intent: DEFAULT_INTENT };

/** 'a.jpg', 'a.jpg, b.png', or 'a.jpg, b.png and 3 more'. */
function fileNamesText(names: string[]): string {
  if (names.length <= 3) return names.join(', ');
  return `${names.slice(0, 2).join(', ')} and ${names.length - 2} more`;
}

export function UploadScreen() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const selection = useFileSelection();
  const tribes = useMyTribes();
  const upload = useUploadPhotos();
  const [privacy, setPrivacy] = useState<Privacy>(DEFAULT_PRIVACY);
  const [phase, setPhase] = useState<Phase>('selecting');

  // The redirect after success or a 401 is dropped when the member has already left the screen.
  const redirectTimer = useRef<number | undefined>(undefined);
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      window.clearTimeout(redirectTimer.current);
    };
  }, []);

  const busy = phase !== 'selecting';
  useEffect(() => {
    if (phase !== 'uploading') return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [phase]);

  const { photos } = selection;
  const blockedBy = photos.length > 0 ? privacyProblem(privacy) : null;
  const completed = photos.filter((photo) => photo.status === 'done').length;

  const redirect = (to: string, delay: number, then?: () => void, state?: AfterUploadState) => {
    window.clearTimeout(redirectTimer.current);
    redirectTimer.current = window.setTimeout(() => {
      if (!mounted.current) return;
      navigate(to, { replace: true, state });
      then?.();
    }, delay);
  };

  const onUploaded = (batch: SelectedPhoto[], result: UploadPhotosResult) => {
    if (result.failed.length === 0) {
      setPhase('succeeded');
      toast({ title: UPLOAD_MESSAGES.successTitle, description: UPLOAD_MESSAGES.success(result.uploaded.length), variant: 'success' });
      redirect(paths.home.getHref(), REDIRECT_AFTER_UPLOAD_MS, undefined, { justUploaded: result.uploaded.length });
      return;
    }
    // The photos that reached storage exist now: they leave the list; the failed ones stay for another try.
    setPhase('selecting');
    selection.keep(result.failed.map((failure) => batch[failure.index]!.id));
    const failedText = UPLOAD_MESSAGES.failedFile(fileNamesText(result.failed.map((failure) => failure.fileName)));
    toast({
      title: UPLOAD_MESSAGES.failedTitle,
      description:
        result.uploaded.length > 0 ? `${failedText}. ${UPLOAD_MESSAGES.partlyUploaded(result.uploaded.length)}` : failedText,
      variant: 'destructive',
    });
  };

  const onRefused = (batch: SelectedPhoto[], error: unknown) => {
    setPhase('selecting');
    for (const photo of batch) selection.update(photo.id, { status: 'waiting', progress: 0 });
    if (isUnauthorizedError(error)) {
      toast({ ...UNAUTHORIZED_NOTICE, variant: 'destructive' });
      // Once on /signin, let the app learn the session is gone.
      redirect(paths.auth.signIn.getHref(), REDIRECT_AFTER_UNAUTHORIZED_MS, () => {
        void queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey });
      });
      return;
    }
    const fallback = UPLOAD_MESSAGES.failedFile(fileNamesText(batch.map((photo) => photo.file.name)));
    toast({ title: UPLOAD_MESSAGES.failedTitle, description: errorMessage(error, fallback), variant: 'destructive' });
  };

  const startUpload = async () => {
    if (photos.length === 0) {
      toast({ title: PHOTO_MESSAGES.noPhotosTitle, description: PHOTO_MESSAGES.noPhotos, variant: 'destructive' });
      return;
    }
    if (busy || blockedBy) return;
    const batch = photos;
    setPhase('uploading');
    for (const photo of batch) selection.update(photo.id, { status: 'waiting', progress: 0 });
    let result: UploadPhotosResult;
    try {
      result = await upload.mutateAsync({
        files: batch.map((photo) => photo.file),
        privacy,
        onFileUpdate: (index, update) => selection.update(batch[index]!.id, update),
      });
    } catch (error) {
      onRefused(batch, error);
      return;
    }
    onUploaded(batch, result);
  };

  const uploadLabel = photos.length === 0 ? PHOTO_MESSAGES.uploadPhotos : UPLOAD_SCREEN_MESSAGES.uploadCount(photos.length);

  return (
    <div className="upload-screen container">
      <title>{`${UPLOAD_SCREEN_MESSAGES.uploadDocumentTitle} · ${PRODUCT_NAME}`}</title>
      <header className="upload-screen__header">
        <p className="eyebrow">{UPLOAD_SCREEN_MESSAGES.uploadEyebrow}</p>
        <h1 className="page-title">{PHOTO_MESSAGES.uploadPhotos}</h1>
        <p className="upload-screen__lead">{UPLOAD_SCREEN_MESSAGES.uploadLead}</p>
      </header>

      <section className="upload-card" aria-labelledby="upload-step-photos">
        <h2 id="upload-step-photos" className="upload-card__title">
          <span className="upload-card__step" aria-hidden="true">
            1
          </span>
          {UPLOAD_SCREEN_MESSAGES.selectPhotosStep}
        </h2>
        <PhotoDropZone onFiles={selection.add} disabled={busy} />
        {selection.rejected.length > 0 ? (
          <RejectedFiles files={selection.rejected} cutOffCount={selection.cutOffCount} onDismiss={selection.dismissRejected} />
        ) : null}
        {photos.length > 0 ? <SelectedPhotos photos={photos} uploading={busy} onRemove={selection.remove} /> : null}
      </section>

      {photos.length > 0 ? (
        <section className="upload-card" aria-labelledby="upload-step-privacy">
          <h2 id="upload-step-privacy" className="upload-card__title">
            <span className="upload-card__step" aria-hidden="true">
              2
            </span>
            {UPLOAD_SCREEN_MESSAGES.chooseWhoSeesStep(photos.length)}
          </h2>
          {/* A disabled fieldset disables every control of the chooser while the upload runs. */}
          <fieldset className="upload-card__fieldset" disabled={busy}>
            <VisibilityChooser
              value={privacy}
              onChange={setPrivacy}
              tribes={tribes.data ?? []}
              tribesStatus={tribes.status}
              idPrefix="upload-privacy"
            />
          </fieldset>
        </section>
      ) : null}

      <div className="upload-actions">
        {busy ? <UploadProgress completed={completed} total={photos.length} finished={phase === 'succeeded'} /> : null}
        <div className="upload-actions__row">
          {blockedBy ? (
            <p id="upload-blocked-reason" className="upload-actions__reason">
              {blockedBy}
            </p>
          ) : (
            <p className="upload-actions__note">
              {photos.length === 0 ? UPLOAD_SCREEN_MESSAGES.chooseAtLeastOne : UPLOAD_SCREEN_MESSAGES.analysedAfterUpload}
            </p>
          )}
          <Button
            size="lg"
            icon={<UploadIcon />}
            onClick={() => void startUpload()}
            isLoading={phase === 'uploading'}
            loadingText={UI_MESSAGES.uploading}
            disabled={Boolean(blockedBy) || phase === 'succeeded'}
            aria-describedby={blockedBy ? 'upload-blocked-reason' : undefined}
          >
            {uploadLabel}
          </Button>
        </div>
      </div>
    </div>
  );
}
