import { API_KEY_MESSAGES } from '@shared/messages/api-key';
import { API_KEY_HEADER, IDEMPOTENCY_HEADER } from '@shared/constants';
import { Button } from '@/components/ui/button/button';
import { useToast } from '@/components/ui/toast/toast';
import { copyText } from './copy-text';

/** The API reference: the OpenAPI document every route is described in. */
export const OPENAPI_PATH = '/api/openapi.json';

function examples(origin: string) {
  return [
    {
      title: API_KEY_MESSAGES.exampleCheck,
      command: `curl -H "${API_KEY_HEADER}: $SNIFTY_API_KEY" ${origin}/api/mobile/status`,
    },
    {
      title: API_KEY_MESSAGES.examplePresigned,
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
      title: API_KEY_MESSAGES.exampleMultipart,
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
        {API_KEY_MESSAGES.usageTitle}
      </h2>
      <p className="usage__lead">
        {API_KEY_MESSAGES.usageHeaderBefore} <code>{API_KEY_HEADER}</code> {API_KEY_MESSAGES.usageHeaderAfter}{' '}
        <code>{IDEMPOTENCY_HEADER}</code> {API_KEY_MESSAGES.usageIdempotencyAfter}
      </p>
      {examples(origin).map((example) => (
        <div key={example.title} className="usage__example">
          <div className="usage__example-head">
            <h3>{example.title}</h3>
            <Button
              variant="ghost"
              size="sm"
              aria-label={API_KEY_MESSAGES.copyExampleLabel(example.title)}
              onClick={() =>
                void copyText(example.command).then((copied) =>
                  toast(
                    copied
                      ? { title: API_KEY_MESSAGES.copiedTitle, description: API_KEY_MESSAGES.commandCopied, variant: 'success' }
                      : { title: API_KEY_MESSAGES.copyFailedTitle, variant: 'destructive' },
                  ),
                )
              }
            >
              {API_KEY_MESSAGES.copy}
            </Button>
          </div>
          {/* Long commands scroll sideways: the block takes focus so a keyboard can scroll it too. */}
          <pre className="usage__code" tabIndex={0} role="region" aria-label={example.title}>
            <code>{example.command}</code>
          </pre>
        </div>
      ))}
      <p className="usage__lead">
        {API_KEY_MESSAGES.usageContract}{' '}
        <a href={OPENAPI_PATH} target="_blank" rel="noreferrer">
          {OPENAPI_PATH}
        </a>
        .
      </p>
    </section>
  );
}
