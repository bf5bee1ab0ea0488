/** The overall progress: completed files divided by total, as a percentage. */
export function UploadProgress({ completed, total, finished }: { completed: number; total: number; finished: boolean }) {
  const percent = total === 0 ? 0 : Math.round((completed / total) * 100);
  const label = finished
    ? `${total} of ${total} photos uploaded`
    : `Uploading ${completed} of ${total} ${total === 1 ? 'photo' : 'photos'}...`;
  return (
    <div className="upload-progress">
      <div className="upload-progress__row">
        <span id="upload-progress-label" aria-live="polite">
          {label}
        </span>
        <span className="upload-progress__percent">{percent}%</span>
      </div>
      <div
        className="upload-progress__track"
        role="progressbar"
        aria-labelledby="upload-progress-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span className="upload-progress__fill" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
