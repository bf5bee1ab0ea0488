/** A member's copy of their data packed now, as the schedule would pack it. */
import { expect } from 'vitest';
import { dataExportStatus, type DataExportStatus } from '../../../shared/schemas/data-export';
import { runScheduledJob } from '../../../infra/local/scheduled-jobs';
import type { Client } from './members';

/** Packs what is queued now (the server's own runs may take it first), until the copy is done. */
export async function packed(who: Client): Promise<DataExportStatus> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    await runScheduledJob('data-export');
    const reply = await who.get('/api/auth/user/export');
    expect(reply.status).toBe(200);
    const copy = dataExportStatus.parse(reply.body);
    if (copy.status === 'ready' || copy.status === 'failed') return copy;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the copy was not packed');
}
