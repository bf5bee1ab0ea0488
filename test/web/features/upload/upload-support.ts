/** Helpers of the upload tests: image files, object URLs, and a fake XMLHttpRequest standing for storage. */
import { fireEvent, screen } from '@testing-library/react';
import { vi } from 'vitest';
import type { Tribe } from '@shared/schemas/tribe';

/** A small image file; `size` overrides the reported size (no need to allocate 10 MB). */
/** The first bytes of each type, as the drop zone (and the server) check them. */
const SIGNATURES: Record<string, number[]> = {
  'image/jpeg': [0xff, 0xd8, 0xff, 0xe0],
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/gif': [...'GIF89a'].map((c) => c.charCodeAt(0)),
  'image/webp': [...'RIFF\0\0\0\0WEBP'].map((c) => c.charCodeAt(0)),
};

/** A file whose bytes start like its type says (any bytes for other types). */
export function imageFile(name: string, { type = 'image/jpeg', size }: { type?: string; size?: number } = {}): File {
  const head = SIGNATURES[type] ?? [];
  const file = new File([new Uint8Array([...head, ...Array.from('pixels', (c) => c.charCodeAt(0))])], name, {
    type,
    lastModified: 1_700_000_000_000,
  });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** A text file that claims to be a JPEG by its name and type. */
export function renamedTextFile(name = 'notes.jpg'): File {
  return new File(['just some text, not a picture'], name, { type: 'image/jpeg', lastModified: 1_700_000_000_000 });
}

export const numberedPhotos = (count: number, from = 1) =>
  Array.from({ length: count }, (_, i) => imageFile(`photo-${String(from + i).padStart(2, '0')}.jpg`));

/** jsdom has no object URLs: hand out numbered blob: addresses and record the revoked ones. */
export function stubObjectUrls() {
  let next = 0;
  const created: string[] = [];
  const revoked: string[] = [];
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    writable: true,
    value: vi.fn(() => {
      const url = `blob:http://localhost/preview-${++next}`;
      created.push(url);
      return url;
    }),
  });
  Object.defineProperty(URL, 'revokeObjectURL', {
    configurable: true,
    writable: true,
    value: vi.fn((url: string) => revoked.push(url)),
  });
  return { created, revoked };
}

/** Picks files through the drop zone's file input (what the file dialog does). */
export function pickFiles(files: File[]) {
  fireEvent.change(screen.getByLabelText('Choose photos to upload'), { target: { files } });
}

/** Drops files on the drop zone. */
export function dropFiles(files: File[]) {
  fireEvent.drop(screen.getByTestId('drop-zone'), {
    dataTransfer: {
      files,
      items: files.map((file) => ({ kind: 'file', type: file.type, getAsFile: () => file })),
      types: ['Files'],
    },
  });
}

type StorageAnswer = { status: number; body?: string } | 'hold';

/**
 * Storage: every request is recorded; `answer(xhr)` decides the reply (a 204 by default), or 'hold'
 * to answer later with `reply`. Progress is reported halfway before the answer.
 */
export class FakeXhr {
  static requests: FakeXhr[] = [];
  static answer: (xhr: FakeXhr) => StorageAnswer = () => ({ status: 204 });

  method = '';
  url = '';
  withCredentials = true;
  body: FormData | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  ontimeout: (() => void) | null = null;

  static install() {
    FakeXhr.requests = [];
    FakeXhr.answer = () => ({ status: 204 });
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  }

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  send(body: FormData) {
    this.body = body;
    FakeXhr.requests.push(this);
    const answer = FakeXhr.answer(this);
    if (answer === 'hold') return;
    void Promise.resolve().then(() => this.reply(answer.status, answer.body));
  }

  abort() {
    this.onabort?.();
  }

  /** Reports halfway progress, then answers. */
  reply(status: number, body = '') {
    this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 } as ProgressEvent);
    this.status = status;
    this.responseText = body;
    this.onload?.();
  }

  /** The names of the form's entries, in the order they were appended. */
  fieldNames(): string[] {
    return this.body ? Array.from(this.body.keys()) : [];
  }

  fileName(): string | undefined {
    const file = this.body?.get('file');
    return file instanceof File ? file.name : undefined;
  }
}

export const STORAGE_ERROR_XML =
  '<?xml version="1.0" encoding="UTF-8"?><Error><Code>AccessDenied</Code><Message>Invalid according to Policy</Message></Error>';

/** A tribe as GET /api/tribes returns it. */
export function makeTribe(overrides: Partial<Tribe> = {}): Tribe {
  return {
    id: 'tribe-family',
    name: 'Family',
    type: 'family',
    ownerId: 'user-1',
    owner: { id: 'user-1', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', profileImageUrl: null },
    role: 'owner',
    members: ['user-2', 'user-3'],
    memberDetails: [],
    memberCount: 2,
    photoCount: 0,
    settings: { allowLikes: true, allowComments: true, reactionType: 'hearts', tonePreference: 'warm' },
    createdAt: '2024-01-01T00:00:00.000Z',
    ...overrides,
  };
}
