/**
 * GETs started before the code that reads them has loaded (the member home's reads start with its chunk,
 * app/routes/home.tsx). `apiGet` takes the started answer instead of asking again, so the entry can look
 * into an answer first (the week's photo starts downloading as soon as the answer names it) without
 * carrying the schema that parses it. An answer nobody took within a few seconds is dropped: a later read
 * asks the server again, never reusing an old answer.
 */
const TAKE_WITHIN_MS = 10_000;

const started = new Map<string, { response: Promise<Response>; at: number }>();

/**
 * Starts a GET of `path` (cookies go along, as with every read of the app). `look` sees an OK answer
 * first, on a copy of its body, before any reader takes it; what it throws is ignored (the reader reports
 * the answer's own failures).
 */
export function startRead(path: string, look?: (copy: Response) => Promise<void>): void {
  const response = fetch(path, { method: 'GET', credentials: 'include', headers: { Accept: 'application/json' } }).then(
    async (answer) => {
      if (look && answer.ok) await look(answer.clone()).catch(() => undefined);
      return answer;
    },
  );
  started.set(path, { response, at: Date.now() });
}

/** The answer of a GET of `path` started by `startRead` and not taken yet, once. */
export function takeStartedRead(path: string): Promise<Response> | undefined {
  const read = started.get(path);
  started.delete(path);
  return read && Date.now() - read.at <= TAKE_WITHIN_MS ? read.response : undefined;
}
