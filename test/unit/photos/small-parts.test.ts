import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, idCursor } from '../../../functions/lib/http/cursor';
import { editUploadKeys, parseEditInboxKey, parseInboxKey, uploadKeys } from '../../../functions/lib/media/object-keys';
import { titleFromFileName } from '../../../functions/lib/photos/title-from-file-name';
import { matchRoute } from '../../../infra/local/api-adapter';

describe('photo cursors', () => {
  it('round-trips and refuses anything forged with a 400', () => {
    const cursor = encodeCursor({ before: '01JABCDEF' });
    expect(decodeCursor(cursor, idCursor)).toEqual({ before: '01JABCDEF' });
    expect(decodeCursor(undefined, idCursor)).toBeUndefined();
    for (const forged of ['nope', encodeCursor({ before: '../x' }), encodeCursor({ after: 'x' }), '%%%']) {
      expect(() => decodeCursor(forged, idCursor)).toThrow(expect.objectContaining({ statusCode: 400, message: 'Invalid cursor' }));
    }
  });
});

describe('upload object keys', () => {
  it('names an upload’s inbox and checked original by owner and photo; only the inbox key parses as an upload', () => {
    const keys = uploadKeys('01USER', '01PHOTO');
    expect(keys).toEqual({ inbox: 'inbox/01USER/01PHOTO', checked: 'originals/01USER/01PHOTO' });
    expect(parseInboxKey(keys.inbox)).toEqual({ userId: '01USER', photoId: '01PHOTO' });
    for (const key of [keys.checked, 'photos/01PHOTO/display.webp', 'inbox/01USER', 'inbox/../x/y', 'inbox/a/b/c', 'xinbox/a/b']) {
      expect(parseInboxKey(key)).toBeNull();
    }
  });

  it('puts an edit saved in place in its photo’s inbox and checks it under its originals; only that inbox key parses as an edit', () => {
    const keys = editUploadKeys('01USER', '01PHOTO', '01EDIT');
    expect(keys).toEqual({ inbox: 'inbox/01USER/01PHOTO/edits/01EDIT', checked: 'originals/01USER/01PHOTO/edits/01EDIT' });
    expect(parseEditInboxKey(keys.inbox)).toEqual({ userId: '01USER', photoId: '01PHOTO', editId: '01EDIT' });
    expect(parseInboxKey(keys.inbox)).toBeNull();
    for (const key of [
      keys.checked,
      'inbox/01USER/01PHOTO',
      'inbox/01USER/01PHOTO/edits/',
      'inbox/a/b/edits/../c',
      'inbox/a/b/edits/c/d',
    ]) {
      expect(parseEditInboxKey(key)).toBeNull();
    }
  });
});

describe('titles from file names', () => {
  it('drops the extension and folders, tidies underscores and control characters, never empty', () => {
    expect(titleFromFileName('IMG_2034.JPG')).toBe('IMG 2034');
    expect(titleFromFileName('C:\\photos\\Beach day.jpeg')).toBe('Beach day');
    expect(titleFromFileName('.jpg')).toBe('New photo');
    expect(titleFromFileName('a\u0000b.png')).toBe('ab');
    expect(titleFromFileName('x'.repeat(300) + '.png')).toHaveLength(100);
  });
});

describe('local route matching', () => {
  it('prefers a literal segment over a parameter, as API Gateway does', () => {
    expect(matchRoute('GET', '/api/photos/trending')?.route.path).toBe('/api/photos/trending');
    expect(matchRoute('GET', '/api/photos/01ABC')).toMatchObject({ route: { path: '/api/photos/{id}' }, params: { id: '01ABC' } });
    expect(matchRoute('POST', '/api/photos/uploads')?.route.path).toBe('/api/photos/uploads');
  });
});
