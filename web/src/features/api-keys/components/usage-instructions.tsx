import { API_KEY_HEADER, IDEMPOTENCY_HEADER } from '@shared/constants';
import { Button } from '@/components/ui/button/button';
import { useToast } from '@/components/ui/toast/toast';
import { copyText } from './copy-text';

/** The API reference: the OpenAPI document every route is described in. */
export const OPENAPI_PATH = '/api/openapi.json';

function examples(origin: string) {
  return [
    {
      title: 'Check the key',
      command: `curl -H "${API_KEY_HEADER}: $SNIFTY_API_KEY" ${origin}/api/mobile/status`,
    },
    {
      title: 'Upload a photo (recommended: presigned, up to 10 MB)',
      command: [
        `curl -X POST ${origin}/api/mobile/uploads \\`,
        `  -H "${API_KEY_HEADER}: $SNIFTY_API_KEY" -H "${IDEMPOTENCY_HEADER}: $(uuidgen)" \\`,
        `  -H "Content-Type: application/json" \\`,
        `  -d '{"files":[{"name":"photo.jpg","type":"image/jpeg","size":'$(wc -c < photo.jpg)'}],"title":"Sunset"}'`,
        `# then POST the file to uploads[0].url with every field of uploads[0].fields first, the file last:`,
        `curl -X POST "$UPLOAD_URL" -F key=... -F Policy=... (each field) -F file=@photo.jpg`,
      ].join('\n'),
    },
    {
      title: 'Upload a small photo in one request (multipart, up to 4.4 MB)',
      command: [
        `curl -X POST ${origin}/api/mobile/upload \\`,
        `  -H "${API_KEY_HEADER}: $SNIFTY_API_KEY" -H "${IDEMPOTENCY_HEADER}: $(uuidgen)" \\`,
        `  -F photo=@photo.jpg -F title="Sunset" -F description="From the pier"`,
      ].join('\n'),
    },
  ];
}

/** How a mobile app uses its key, with copyable curl examples built for this site's address. */
export function UsageInstructions() {
  const { toast } = useToast();
  const origin = window.location.origin;
  return (
    <section className="section-card usage" aria-labelledby="usage-title">
      <h2 id="usage-title" className="section-card__title">
        For developers: requests with a key
      </h2>
      <p className="usage__lead">
        Send the key in the <code>{API_KEY_HEADER}</code> header of every request. Uploads are private unless you send a visibility,
        keep the title you send, and get their description, tags and colours from AI. A retry with the same{' '}
        <code>{IDEMPOTENCY_HEADER}</code> within 24 hours never makes a second photo. Each key may upload 100 times an hour and expires
        after a year; a deleted key stops working within a minute.
      </p>
      {examples(origin).map((example) => (
        <div key={example.title} className="usage__example">
          <div className="usage__example-head">
            <h3>{example.title}</h3>
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Copy: ${example.title}`}
              onClick={() =>
                void copyText(example.command).then((copied) =>
                  toast(
                    copied
                      ? { title: 'Copied', description: 'Command copied to clipboard', variant: 'success' }
                      : { title: 'Copy failed', variant: 'destructive' },
                  ),
                )
              }
            >
              Copy
            </Button>
          </div>
          {/* Long commands scroll sideways: the block takes focus so a keyboard can scroll it too. */}
          <pre className="usage__code" tabIndex={0} role="region" aria-label={example.title}>
            <code>{example.command}</code>
          </pre>
        </div>
      ))}
      <p className="usage__lead">
        The full contract is the API reference, an OpenAPI document at{' '}
        <a href={OPENAPI_PATH} target="_blank" rel="noreferrer">
          {OPENAPI_PATH}
        </a>
        .
      </p>
    </section>
  );
}
