/**
 * Download my data: ask for a copy, watch it being packed, download it while it lasts.
 * The server packs in the background and mails when it is done, so the member may leave the page.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { DATA_EXPORT_MESSAGES as M } from '@shared/messages/data-export';
import type { DataExportStatus } from '@shared/schemas/data-export';
import { Button } from '@/components/ui/button/button';
import { DownloadIcon } from '@/components/ui/icons/download';
import { useToast } from '@/components/ui/toast/toast';
import { errorMessage } from '@/lib/api-client';
import { formatBytes } from '@/lib/format';
import { useDataExport, useRequestDataExport } from '../api/data-export';

const until = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

function Progress({ copy }: { copy: DataExportStatus }) {
  const text = copy.status === 'queued' || copy.total === 0 ? M.queued : M.building(copy.done, copy.total);
  return (
    <div className="settings-export__progress">
      <progress max={Math.max(copy.total, 1)} value={copy.status === 'queued' ? undefined : copy.done} aria-label={M.heading} />
      <p role="status" className="section-card__text">
        {text}
      </p>
    </div>
  );
}

/** The ready mail links to /settings#data-export: the section comes into view once it is drawn. */
function useScrolledToWhenLinked(id: string, ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (ready && hash === `#${id}`) document.getElementById(id)?.scrollIntoView({ block: 'start' });
  }, [hash, id, ready]);
}

export function DataExportSection() {
  const { toast } = useToast();
  const { data: copy, isSuccess } = useDataExport();
  useScrolledToWhenLinked('data-export', isSuccess);
  const request = useRequestDataExport({
    mutationConfig: {
      onSuccess: () => toast({ title: M.startedTitle, description: M.started, variant: 'success' }),
      onError: (error) => toast({ title: M.startFailedTitle, description: errorMessage(error, M.failed), variant: 'destructive' }),
    },
  });
  const packing = copy?.status === 'queued' || copy?.status === 'building';
  const downloadable = copy?.status === 'ready' && copy.downloadUrl;

  return (
    <section id="data-export" className="section-card" aria-labelledby="settings-export-title">
      <h2 id="settings-export-title" className="section-card__title">
        {M.heading}
      </h2>
      <p className="section-card__text">{M.intro}</p>
      {packing && <Progress copy={copy} />}
      {downloadable && (
        <p className="section-card__text" role="status">
          <strong>{M.readyTitle}.</strong> {M.ready(formatBytes(copy.sizeBytes ?? 0), until.format(new Date(copy.expiresAt!)))}
        </p>
      )}
      {copy?.status === 'failed' && (
        <p className="section-card__text" role="alert">
          {M.failed}
        </p>
      )}
      <div className="settings-form__actions">
        {downloadable && (
          <a className="btn btn--primary btn--md" href={copy.downloadUrl!} download data-testid="data-export-download">
            <DownloadIcon />
            {M.download}
          </a>
        )}
        {!packing && (
          <Button variant={downloadable ? 'outline' : 'primary'} isLoading={request.isPending} onClick={() => request.mutate()}>
            {copy ? M.again : M.start}
          </Button>
        )}
      </div>
    </section>
  );
}
