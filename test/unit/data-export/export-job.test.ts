import '../support/env';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DataExportRecord } from '../../../functions/data/members/data-exports';
import type { UserRecord } from '../../../functions/data/members/users';

vi.mock('../../../functions/data/members/data-exports', () => ({
  claimDataExport: vi.fn(),
  discardDataExport: vi.fn(),
  getDataExport: vi.fn(),
  markDataExportFailed: vi.fn(),
  markDataExportReady: vi.fn(),
  queuedDataExports: vi.fn(),
  recordExportProgress: vi.fn(),
}));
vi.mock('../../../functions/data/members/users', () => ({ getUser: vi.fn() }));
vi.mock('../../../functions/data-export/archive/pack-archive', () => ({ packArchive: vi.fn() }));
vi.mock('../../../functions/lib/mailer', () => ({ sendMail: vi.fn(async () => undefined) }));

import * as exports from '../../../functions/data/members/data-exports';
import { getUser } from '../../../functions/data/members/users';
import { packArchive } from '../../../functions/data-export/archive/pack-archive';
import { sendMail } from '../../../functions/lib/mailer';
import { runDataExportJob } from '../../../functions/data-export/export-job';
import { dataExportObjectKey } from '../../../functions/lib/media/object-keys';
import { useMemoryMediaStore, type MemoryMediaStore } from '../support/media-store';

const USER_ID = '01JEXPORTER000000000000000';
const queued: DataExportRecord = {
  id: 'COPY1',
  userId: USER_ID,
  status: 'queued',
  done: 0,
  total: 0,
  requestedAt: '2026-03-01T12:00:00.000Z',
  readyAt: null,
  expiresAt: null,
  objectKey: null,
  sizeBytes: null,
};
const member = { id: USER_ID, email: 'exporter@example.com' } as UserRecord;
const leaving = { ...member, leavingSince: '2026-03-01T12:00:01.000Z' } as UserRecord;
const newArchive = dataExportObjectKey(USER_ID, 'new-secret');
const olderArchive = dataExportObjectKey(USER_ID, 'older-secret');
const zip = { bytes: Buffer.from('zip'), contentType: 'application/zip', size: 3 };

let media: MemoryMediaStore;

beforeEach(() => {
  vi.clearAllMocks();
  media = useMemoryMediaStore();
  media.objects.set(olderArchive, zip);
  vi.mocked(exports.queuedDataExports)
    .mockResolvedValueOnce([{ userId: USER_ID }])
    .mockResolvedValue([]);
  vi.mocked(exports.getDataExport).mockResolvedValue(queued);
  vi.mocked(exports.claimDataExport).mockResolvedValue(true);
  vi.mocked(packArchive).mockImplementation(async () => {
    media.objects.set(newArchive, zip);
    return { objectKey: newArchive, sizeBytes: 3 };
  });
});

describe('the data-export job', () => {
  it('offers the new copy, deletes every older archive of the member, and mails them', async () => {
    // Prepare
    vi.mocked(getUser).mockResolvedValue(member);
    vi.mocked(exports.markDataExportReady).mockResolvedValue(true);

    // Act
    const outcome = await runDataExportJob();

    // Assess
    expect(outcome).toEqual({ packed: 1, failed: 0 });
    expect([...media.objects.keys()]).toEqual([newArchive]);
    expect(vi.mocked(sendMail).mock.calls.map(([mail]) => mail.to)).toEqual([member.email]);
  });

  it('skips a member who started leaving before it was packed: off the queue, nothing packed or mailed', async () => {
    // Prepare
    vi.mocked(getUser).mockResolvedValue(leaving);

    // Act
    await runDataExportJob();

    // Assess
    expect(exports.discardDataExport).toHaveBeenCalledWith(USER_ID, queued.id);
    expect(exports.claimDataExport).not.toHaveBeenCalled();
    expect(packArchive).not.toHaveBeenCalled();
    expect(sendMail).not.toHaveBeenCalled();
  });

  it('throws the archive away and mails nobody when the ready step is refused (the member left or took the links back)', async () => {
    // Prepare
    vi.mocked(getUser).mockResolvedValue(member);
    vi.mocked(exports.markDataExportReady).mockResolvedValue(false);

    // Act
    const outcome = await runDataExportJob();

    // Assess
    expect(outcome).toEqual({ packed: 0, failed: 0 });
    expect(media.objects.has(newArchive)).toBe(false);
    expect(sendMail).not.toHaveBeenCalled();
  });

  it('sends no mail to a member whose deletion started just after the copy was offered', async () => {
    // Prepare
    vi.mocked(getUser).mockResolvedValueOnce(member).mockResolvedValue(leaving);
    vi.mocked(exports.markDataExportReady).mockResolvedValue(true);

    // Act
    await runDataExportJob();

    // Assess
    expect(sendMail).not.toHaveBeenCalled();
  });
});
