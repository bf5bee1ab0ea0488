/**
 * Sends one file straight to storage with a presigned POST. XMLHttpRequest,
 * not fetch, because only it reports upload progress. Storage answers 204 (any 2xx is success); its
 * errors are XML, so the caller only learns which file failed.
 */

/** A file storage did not take. Its message is the one the upload screen shows. */
export class StorageUploadError extends Error {
  override readonly name = 'StorageUploadError';
  readonly fileName: string;
  /** The storage answer's status; 0 when the request never got an answer. */
  readonly status: number;

  constructor(fileName: string, status: number) {
    super(`Failed to upload ${fileName}`);
    this.fileName = fileName;
    this.status = status;
  }
}

export interface StorageUpload {
  url: string;
  /** The policy fields, sent first and in order: storage reads everything after `file` as ignored. */
  fields: Record<string, string>;
  file: File;
  /** The fraction sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

export function uploadToStorage({ url, fields, file, onProgress, signal }: StorageUpload): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', file);

    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const settle = (outcome: () => void) => {
      signal?.removeEventListener('abort', onAbort);
      outcome();
    };

    xhr.open('POST', url);
    // Storage is another origin: the session cookie must never go there.
    xhr.withCredentials = false;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(event.loaded / event.total, 1));
    };
    xhr.onload = () =>
      settle(() => {
        if (xhr.status >= 200 && xhr.status < 300) {
          onProgress?.(1);
          resolve();
        } else {
          reject(new StorageUploadError(file.name, xhr.status));
        }
      });
    xhr.onerror = () => settle(() => reject(new StorageUploadError(file.name, 0)));
    xhr.ontimeout = () => settle(() => reject(new StorageUploadError(file.name, 0)));
    xhr.onabort = () => settle(() => reject(signal?.reason ?? new StorageUploadError(file.name, 0)));
    signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send(form);
  });
}
