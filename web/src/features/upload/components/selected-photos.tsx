import { UPLOAD_SCREEN_MESSAGES } from '@shared/messages/upload';
import { MAX_UPLOAD_FILES } from '@shared/constants';
import { AlertCircleIcon } from '@/components/ui/icons/alert-circle';
import { CheckCircleIcon } from '@/components/ui/icons/check-circle';
import { ImageIcon } from '@/components/ui/icons/image';
import { XIcon } from '@/components/ui/icons/x';
import type { FileUploadStatus } from '../api/upload-photos';
import type { SelectedPhoto } from '../hooks/use-file-selection';
import { useObjectUrl } from '../hooks/use-object-url';
import { formatFileSize } from '../utils/image-files';
import { UI_MESSAGES } from '@shared/messages/ui';

/** The chosen photos: thumbnail, name, size, and while uploading each one's state and progress. */
export function SelectedPhotos({
  photos,
  uploading,
  onRemove,
}: {
  photos: SelectedPhoto[];
  /** An upload is under way: nothing can be removed, and waiting files say so. */
  uploading: boolean;
  onRemove: (id: string) => void;
}) {
  return (
    <section className="selected-photos" aria-labelledby="selected-photos-title">
      <div className="selected-photos__header">
        <h3 id="selected-photos-title">{UPLOAD_SCREEN_MESSAGES.selectedPhotosTitle}</h3>
        <span className="selected-photos__count">{UPLOAD_SCREEN_MESSAGES.selectedCount(photos.length, MAX_UPLOAD_FILES)}</span>
      </div>
      <ul className="selected-photos__grid">
        {photos.map((photo) => (
          <PhotoTile key={photo.id} photo={photo} uploading={uploading} onRemove={onRemove} />
        ))}
      </ul>
    </section>
  );
}

function statusLabel(status: FileUploadStatus, progress: number, uploading: boolean): string {
  switch (status) {
    case 'waiting':
      return uploading ? 'Waiting' : 'Ready';
    case 'uploading':
      return `Uploading ${Math.round(progress * 100)}%`;
    case 'done':
      return 'Uploaded';
    case 'failed':
      return 'Failed';
  }
}

function PhotoTile({ photo, uploading, onRemove }: { photo: SelectedPhoto; uploading: boolean; onRemove: (id: string) => void }) {
  const previewUrl = useObjectUrl(photo.file);
  const { name, size } = photo.file;
  const percent = Math.round(photo.progress * 100);
  const showBar = photo.status === 'uploading' || photo.status === 'done';
  return (
    <li className={`photo-tile photo-tile--${photo.status}`} data-status={photo.status}>
      <div className="photo-tile__preview">
        {previewUrl ? <img src={previewUrl} alt="" /> : <ImageIcon className="photo-tile__placeholder" aria-hidden="true" />}
        {photo.status === 'done' ? <CheckCircleIcon className="photo-tile__badge photo-tile__badge--done" aria-hidden="true" /> : null}
        {photo.status === 'failed' ? (
          <AlertCircleIcon className="photo-tile__badge photo-tile__badge--failed" aria-hidden="true" />
        ) : null}
        {uploading ? null : (
          <button
            type="button"
            className="photo-tile__remove"
            aria-label={UPLOAD_SCREEN_MESSAGES.removeSelectedLabel(name)}
            title={UI_MESSAGES.remove}
            onClick={() => onRemove(photo.id)}
          >
            <XIcon aria-hidden="true" />
          </button>
        )}
      </div>
      <div className="photo-tile__body">
        <p className="photo-tile__name" title={name}>
          {name}
        </p>
        <p className="photo-tile__meta">
          <span>{formatFileSize(size)}</span>
          <span className="photo-tile__status">{statusLabel(photo.status, photo.progress, uploading)}</span>
        </p>
        {showBar ? (
          <div
            className="photo-tile__bar"
            role="progressbar"
            aria-label={UPLOAD_SCREEN_MESSAGES.uploadProgressLabel(name)}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
          >
            <span style={{ width: `${percent}%` }} />
          </div>
        ) : null}
      </div>
    </li>
  );
}
