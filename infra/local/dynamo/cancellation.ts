/**
 * TransactionCanceledException as DynamoDB shapes it: one reason per action, in request order, and
 * the codes repeated in the message. The SDK turns this body into `.CancellationReasons`.
 */
import { type AttributeMap, DynamoError, ErrorTypes } from './wire';

export type CancellationReason =
  { Code: 'None' } | { Code: 'ConditionalCheckFailed' | 'ValidationError' | string; Message: string; Item?: AttributeMap };

export const NO_REASON: CancellationReason = { Code: 'None' };

export function conditionalCheckFailed(oldImage: AttributeMap | undefined): CancellationReason {
  return { Code: 'ConditionalCheckFailed', Message: 'The conditional request failed', ...(oldImage ? { Item: oldImage } : {}) };
}

export function transactionCanceled(reasons: readonly CancellationReason[]): DynamoError {
  const codes = reasons.map((reason) => reason.Code).join(', ');
  return new DynamoError(400, {
    __type: ErrorTypes.transactionCanceled,
    Message: `Transaction cancelled, please refer cancellation reasons for specific reasons [${codes}]`,
    CancellationReasons: reasons,
  });
}

/** Reasons for a transaction stopped by action `failedIndex` alone. */
export function reasonsForOneFailure(count: number, failedIndex: number, failure: CancellationReason): CancellationReason[] {
  return Array.from({ length: count }, (_, index) => (index === failedIndex ? failure : NO_REASON));
}
