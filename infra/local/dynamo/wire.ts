/**
 * The DynamoDB JSON 1.0 wire shapes the front speaks: attribute maps, and errors carrying the exact
 * HTTP status and body DynamoDB answers, so the AWS SDK raises the same exception classes locally.
 */

/** One attribute in DynamoDB JSON (`{ S: 'x' }`, `{ N: '1' }`, ...); the front never inspects values. */
export type AttributeValue = Record<string, unknown>;
export type AttributeMap = Record<string, AttributeValue>;

/** Error types, spelled as DynamoDB spells them in `__type` (the SDK keys the exception on the part after '#'). */
export const ErrorTypes = {
  validation: 'com.amazon.coral.validate#ValidationException',
  serialization: 'com.amazon.coral.service#SerializationException',
  transactionCanceled: 'com.amazonaws.dynamodb.v20120810#TransactionCanceledException',
  idempotentMismatch: 'com.amazonaws.dynamodb.v20120810#IdempotentParameterMismatchException',
  conditionalCheckFailed: 'com.amazonaws.dynamodb.v20120810#ConditionalCheckFailedException',
  internal: 'com.amazonaws.dynamodb.v20120810#InternalServerError',
  throughputExceeded: 'com.amazonaws.dynamodb.v20120810#ProvisionedThroughputExceededException',
  throttling: 'com.amazon.coral.availability#ThrottlingException',
} as const;

/** An answer that is an error: thrown inside the front, written out verbatim by the HTTP layer. */
export class DynamoError extends Error {
  constructor(
    readonly status: number,
    readonly body: { __type: string; message?: string; Message?: string; [field: string]: unknown },
  ) {
    super(body.message ?? body.Message ?? body.__type);
    this.name = 'DynamoError';
  }

  /** The part of `__type` after '#', e.g. `ValidationException`. */
  get type(): string {
    return this.body.__type.split('#').pop() ?? this.body.__type;
  }
}

export function validationError(message: string): DynamoError {
  return new DynamoError(400, { __type: ErrorTypes.validation, message });
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
