/**
 * An AWS API's refusal, named after the service's error code (`MessageRejected`, `ThrottlingException`,
 * `NoSuchKey`) as the SDK clients named their exceptions, so callers and logs read the same as before.
 */
export class AwsError extends Error {
  constructor(
    override readonly name: string,
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const XML_ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
const xmlText = (text: string) => text.replace(/&(lt|gt|amp|quot|apos);/g, (_entity, name: string) => XML_ENTITIES[name]!);

/** `<Error><Code>..</Code><Message>..</Message></Error>`, as S3 and the query APIs (SES) answer a refusal. */
export function xmlErrorFields(body: string): { code: string | undefined; message: string | undefined } {
  const field = (tag: string) => {
    const value = new RegExp(`<${tag}>([^<]+)</${tag}>`).exec(body)?.[1];
    return value === undefined ? undefined : xmlText(value);
  };
  return { code: field('Code'), message: field('Message') };
}
