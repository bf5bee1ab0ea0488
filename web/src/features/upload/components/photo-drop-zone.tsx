import { UPLOAD_SCREEN_MESSAGES } from '@shared/messages/upload';
import { ErrorCode, useDropzone, type FileError, type FileRejection } from 'react-dropzone';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES } from '@shared/constants';
import { buttonClassName } from '@/components/ui/button/button';
import { CheckIcon } from '@/components/ui/icons/check';
import { ImageIcon } from '@/components/ui/icons/image';
import { UploadIcon } from '@/components/ui/icons/upload';
import { IMAGE_ACCEPT, UPLOAD_HINTS } from '../utils/image-files';
import { isNotAnImage, readFilesSniffingImages } from '../utils/sniff-files';

/**
 * The size refusal reads 'File is larger than N bytes', as the API words it (docs/decisions/upload-screen.md); newer
 * react-dropzone releases print the size in MB, so that one message is put back in bytes.
 */
function errorMessage(error: FileError): string {
  return error.code === ErrorCode.FileTooLarge ? `File is larger than ${MAX_UPLOAD_BYTES} bytes` : error.message;
}

/** react-dropzone's own wording for a wrong type, for files whose bytes betray a misleading name. */
const INVALID_TYPE: FileError = {
  code: ErrorCode.FileInvalidType,
  message: `File type must be one of ${Object.entries(IMAGE_ACCEPT)
    .flatMap(([type, extensions]) => [type, ...extensions])
    .join(', ')}`,
};

/** Step 1: drop photos, or click anywhere in the zone (or its button) to pick them. */
export function PhotoDropZone({
  onFiles,
  disabled = false,
}: {
  onFiles: (accepted: File[], rejections: FileRejection[]) => void;
  disabled?: boolean;
}) {
  const { getRootProps, getInputProps, isDragActive, isDragReject } = useDropzone({
    accept: IMAGE_ACCEPT,
    maxSize: MAX_UPLOAD_BYTES,
    maxFiles: MAX_UPLOAD_FILES,
    multiple: true,
    disabled,
    // The zone itself is not a tab stop: its button is the keyboard way in.
    noKeyboard: true,
    getErrorMessage: errorMessage,
    // A text file renamed .jpg passes the name check: its first bytes are read, and it is refused here.
    getFilesFromEvent: readFilesSniffingImages,
    validator: (file) => (isNotAnImage(file) ? INVALID_TYPE : null),
    onDrop: (accepted, rejections) => onFiles(accepted, rejections),
  });

  const state = disabled ? 'disabled' : isDragReject ? 'reject' : isDragActive ? 'active' : 'idle';
  return (
    <div {...getRootProps({ className: `drop-zone drop-zone--${state}` })} data-testid="drop-zone">
      <input {...getInputProps({ 'aria-label': UPLOAD_SCREEN_MESSAGES.choosePhotosInputLabel })} />
      <div className="tile-art tile-art--narrow" aria-hidden="true">
        <span className="tile-art__tile tile-art__tile--left" />
        <span className="tile-art__tile tile-art__tile--right" />
        <span className="tile-art__icon">{isDragActive ? <ImageIcon /> : <UploadIcon />}</span>
      </div>
      <p className={`drop-zone__title${isDragReject || isDragActive ? '' : ' drop-zone__title--idle'}`}>
        {isDragReject
          ? UPLOAD_SCREEN_MESSAGES.dropRejected
          : isDragActive
            ? UPLOAD_SCREEN_MESSAGES.dropActive
            : UPLOAD_SCREEN_MESSAGES.dropIdle}
      </p>
      <p className="drop-zone__or">{UPLOAD_SCREEN_MESSAGES.dropOr}</p>
      {/* No handler of its own: the click reaches the zone, which opens the file picker. */}
      <button type="button" className={buttonClassName({ variant: 'outline' }, 'drop-zone__button')} disabled={disabled}>
        <ImageIcon aria-hidden="true" />
        {UPLOAD_SCREEN_MESSAGES.choosePhotos}
      </button>
      <ul className="drop-zone__hints">
        {UPLOAD_HINTS.map((hint) => (
          <li key={hint}>
            <CheckIcon aria-hidden="true" />
            {hint}
          </li>
        ))}
      </ul>
    </div>
  );
}
