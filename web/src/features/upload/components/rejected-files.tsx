import { UPLOAD_SCREEN_MESSAGES } from '@shared/messages/upload';
import { MAX_UPLOAD_FILES } from '@shared/constants';
import { AlertCircleIcon } from '@/components/ui/icons/alert-circle';
import { XIcon } from '@/components/ui/icons/x';
import type { RejectedFile } from '../hooks/use-file-selection';

/** The files of the last pick that were not added, each with the drop zone's reasons. */
export function RejectedFiles({
  files,
  cutOffCount,
  onDismiss,
}: {
  files: RejectedFile[];
  cutOffCount: number;
  onDismiss: () => void;
}) {
  return (
    <div className="rejected-files" role="alert">
      <div className="rejected-files__header">
        <AlertCircleIcon className="rejected-files__icon" aria-hidden="true" />
        <div className="rejected-files__summary">
          <p className="rejected-files__title">
            {files.length === 1 ? 'This file was not added' : `These ${files.length} files were not added`}
          </p>
          {cutOffCount > 0 ? (
            <p className="rejected-files__note">
              {`Max ${MAX_UPLOAD_FILES} photos at once: ${cutOffCount} ${cutOffCount === 1 ? 'file was' : 'files were'} left out.`}
            </p>
          ) : null}
        </div>
        <button
          type="button"
          className="rejected-files__close"
          aria-label={UPLOAD_SCREEN_MESSAGES.dismissRejectedLabel}
          onClick={onDismiss}
        >
          <XIcon aria-hidden="true" />
        </button>
      </div>
      <ul className="rejected-files__list">
        {files.map((file) => (
          <li key={file.id} className="rejected-files__item">
            <span className="rejected-files__name">{file.name}</span>
            <span className="rejected-files__reason">{file.messages.join('. ')}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
