/**
 * What S3 checks on a browser's presigned POST, which the local S3 emulator (s3rver) does not: the policy
 * is signed with our credentials (Signature Version 4), has not expired, and every one of its conditions
 * holds (bucket, key, content type, content-length range); every form field is covered by a condition.
 * https://docs.aws.amazon.com/AmazonS3/latest/API/sigv4-HTTPPOSTConstructPolicy.html
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface PostedForm {
  bucket: string;
  /** Form fields as sent (names compared case-insensitively, as S3 does). */
  fields: Record<string, string>;
  /** Bytes of the `file` part; null when there is none. */
  fileSize: number | null;
}

export interface Credentials {
  accessKeyId: string;
  secretAccessKey: string;
}

export type PolicyVerdict = { ok: true } | { ok: false; status: number; code: string; message: string };

const denied = (message: string, code = 'AccessDenied', status = 403): PolicyVerdict => ({ ok: false, status, code, message });

/** Fields that need no condition of their own. */
const UNCOVERED = new Set(['policy', 'x-amz-signature', 'file']);

/** SigV4's key for one day, region and service s3: what both a policy and a request are signed with. */
export function signingKey(secret: string, date: string, region: string): Buffer {
  const step = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
  return step(step(step(step(`AWS4${secret}`, date), region), 's3'), 'aws4_request');
}

function signatureMatches(fields: Record<string, string>, credentials: Credentials): boolean {
  const [accessKeyId, date, region, service, terminal] = (fields['x-amz-credential'] ?? '').split('/');
  if (accessKeyId !== credentials.accessKeyId || !date || !region || service !== 's3' || terminal !== 'aws4_request') return false;
  if (fields['x-amz-algorithm'] !== 'AWS4-HMAC-SHA256') return false;
  const expected = createHmac('sha256', signingKey(credentials.secretAccessKey, date, region))
    .update(fields.policy ?? '')
    .digest();
  const given = Buffer.from(fields['x-amz-signature'] ?? '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

type Condition = Record<string, unknown> | unknown[];

/** The field a condition is about, and whether the form satisfies it. */
function checkCondition(
  condition: Condition,
  form: PostedForm,
  fields: Record<string, string>,
): { field: string; holds: boolean } | null {
  const valueOf = (name: string) => (name === 'bucket' ? form.bucket : fields[name]);
  if (Array.isArray(condition)) {
    const [operator, subject, ...rest] = condition;
    if (operator === 'content-length-range') {
      const [min, max] = [Number(subject), Number(rest[0])];
      return { field: '', holds: form.fileSize !== null && form.fileSize >= min && form.fileSize <= max };
    }
    if (typeof subject !== 'string' || !subject.startsWith('$')) return null;
    const field = subject.slice(1).toLowerCase();
    const value = valueOf(field);
    const expected = String(rest[0] ?? '');
    if (operator === 'eq') return { field, holds: value === expected };
    if (operator === 'starts-with') return { field, holds: value !== undefined && value.startsWith(expected) };
    return null;
  }
  const entries = Object.entries(condition);
  if (entries.length !== 1) return null;
  const [name, expected] = entries[0]!;
  const field = name.toLowerCase();
  return { field, holds: valueOf(field) === expected };
}

export function verifyPostPolicy(form: PostedForm, credentials: Credentials, now: Date): PolicyVerdict {
  const fields = Object.fromEntries(Object.entries(form.fields).map(([name, value]) => [name.toLowerCase(), value]));
  if (!fields.policy || !fields['x-amz-signature']) return denied('Bucket POST must contain a policy and a signature');
  if (!signatureMatches(fields, credentials)) {
    return denied('The request signature we calculated does not match the signature you provided.', 'SignatureDoesNotMatch');
  }
  let policy: { expiration?: unknown; conditions?: unknown };
  try {
    policy = JSON.parse(Buffer.from(fields.policy, 'base64').toString('utf8')) as typeof policy;
  } catch {
    return denied('Invalid Policy: Invalid JSON.', 'InvalidPolicyDocument', 400);
  }
  const expires = Date.parse(String(policy.expiration));
  if (!Number.isFinite(expires) || expires <= now.getTime()) return denied('Invalid according to Policy: Policy expired.');
  if (!Array.isArray(policy.conditions)) return denied('Invalid Policy: Invalid conditions.', 'InvalidPolicyDocument', 400);
  if (form.fileSize === null) return denied('POST requires exactly one file upload per request.', 'InvalidArgument', 400);

  const covered = new Set<string>();
  for (const condition of policy.conditions as Condition[]) {
    const checked = checkCondition(condition, form, fields);
    if (!checked) return denied('Invalid Policy: Invalid condition.', 'InvalidPolicyDocument', 400);
    if (!checked.holds) {
      if (checked.field === '') {
        const tooLarge = (form.fileSize ?? 0) > Number((condition as unknown[])[2]);
        return tooLarge
          ? denied('Your proposed upload exceeds the maximum allowed size', 'EntityTooLarge', 400)
          : denied('Your proposed upload is smaller than the minimum allowed size', 'EntityTooSmall', 400);
      }
      return denied(`Invalid according to Policy: Policy Condition failed: ${JSON.stringify(condition)}`);
    }
    covered.add(checked.field);
  }
  const extra = Object.keys(fields).find((name) => !UNCOVERED.has(name) && !name.startsWith('x-ignore-') && !covered.has(name));
  if (extra) return denied(`Invalid according to Policy: Extra input fields: ${extra}`);
  return { ok: true };
}
