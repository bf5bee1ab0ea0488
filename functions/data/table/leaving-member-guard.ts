/**
 * The member a request acts for, and the rule that a leaving member writes nothing. Once an
 * account's deletion starts, its profile carries `leavingSince` for good; every transaction written while
 * a member is acting checks in the same transaction that the member's profile still exists without it.
 * A write that raced the deletion therefore either committed before the mark (and the deletion's sweep,
 * which starts after it, finds it) or is refused: nothing of the member can land after the sweep.
 *
 * The check is added to the document client once (an SDK middleware that runs before marshalling), so
 * every data module's transactions carry it without knowing; single-item writes of a member that create
 * something visible are transactions for that reason (docs/decisions/leaving-wins.md).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { GetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { MAX_TRANSACTION_ITEMS } from '../../../shared/constants';
import { HTTP_MESSAGES } from '../../../shared/messages/http';
import { config } from '../../kernel/config';
import { UnauthorizedError } from '../../kernel/errors';
import { userKey } from '../keys/keys';

/** The profile's mark: set when a deletion starts, never removed (the profile itself goes last). */
export const LEAVING_ATTRIBUTE = 'leavingSince';

const acting = new AsyncLocalStorage<string | undefined>();

/** Runs `work` as the member: every transaction it writes is refused once the member has started leaving. */
export const whileMemberStays = <T>(userId: string | undefined, work: () => Promise<T>): Promise<T> => acting.run(userId, work);

/** Runs `work` for no member (the deletion's own sweep, which must write while the member is leaving). */
export const withoutMemberGuard = <T>(work: () => Promise<T>): Promise<T> => acting.run(undefined, work);

/** The member is still here: the profile exists and has not started leaving. */
const STILL_HERE = 'attribute_exists(PK) AND attribute_not_exists(#leaving)';

type Operation = {
  TableName: string;
  Key?: Record<string, unknown>;
  Item?: Record<string, unknown>;
  ConditionExpression?: string;
  ExpressionAttributeNames?: Record<string, string>;
};
type TransactItem = Partial<Record<'Put' | 'Update' | 'Delete' | 'ConditionCheck', Operation>>;

const operationOf = (item: TransactItem): Operation | undefined => item.Put ?? item.Update ?? item.Delete ?? item.ConditionCheck;

/**
 * The transaction's items with the member's check: ANDed into the item that already touches the
 * member's profile (a transaction may name an item once), else appended last, so callers that read
 * CancellationReasons by position still find their own items where they put them.
 *
 * The appended check is one more item: a member's transaction that does not touch their profile may
 * have at most MAX_TRANSACTION_ITEMS - 1 items of its own. The largest today is a privacy change (the
 * photo, 40 tribe shares put, 40 removed and the 8 public copies: 89). One that would not fit is refused
 * here, before DynamoDB, with an error that names the rule (docs/decisions/leaving-wins.md).
 */
export function withMemberCheck(items: readonly TransactItem[], userId: string): TransactItem[] {
  const profile = userKey(userId);
  const names = { '#leaving': LEAVING_ATTRIBUTE };
  const touchesProfile = (item: TransactItem) => {
    const operation = operationOf(item);
    const key = operation?.Key ?? operation?.Item;
    return key?.PK === profile.PK && key?.SK === profile.SK;
  };
  const index = items.findIndex(touchesProfile);
  if (index === -1) {
    if (items.length >= MAX_TRANSACTION_ITEMS) {
      throw new Error(
        `a member's transaction has ${items.length} items: it must leave room for the leaving check (at most ${MAX_TRANSACTION_ITEMS - 1})`,
      );
    }
    const tableName = operationOf(items[0]!)!.TableName;
    return [
      ...items,
      { ConditionCheck: { TableName: tableName, Key: profile, ConditionExpression: STILL_HERE, ExpressionAttributeNames: names } },
    ];
  }
  return items.map((item, i) => {
    if (i !== index) return item;
    const [kind, operation] = Object.entries(item)[0] as [keyof TransactItem, Operation];
    const condition = operation.ConditionExpression ? `(${operation.ConditionExpression}) AND ${STILL_HERE}` : STILL_HERE;
    return {
      [kind]: {
        ...operation,
        ConditionExpression: condition,
        ExpressionAttributeNames: { ...operation.ExpressionAttributeNames, ...names },
      },
    };
  });
}

/** The member's profile is gone or marked as leaving (read only after a transaction was refused). */
async function hasLeft(client: DynamoDBDocumentClient, userId: string): Promise<boolean> {
  const { Item } = await client.send(new GetCommand({ TableName: config().TABLE_NAME, Key: userKey(userId), ConsistentRead: true }));
  return !Item || LEAVING_ATTRIBUTE in Item;
}

const guarded = new WeakSet<object>();

/** Adds the check to every TransactWriteItems the client sends while a member is acting (once per client). */
export function refuseWritesOfLeavingMembers(client: DynamoDBDocumentClient): DynamoDBDocumentClient {
  if (guarded.has(client)) return client;
  guarded.add(client);
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const userId = acting.getStore();
      const input = args.input as { TransactItems?: TransactItem[] };
      if (!userId || context.commandName !== 'TransactWriteItemsCommand' || !input.TransactItems?.length) return next(args);
      try {
        return await next({ ...args, input: { ...input, TransactItems: withMemberCheck(input.TransactItems, userId) } });
      } catch (error) {
        // Refused because the member left: the request is signed out, not a conflict of the caller's own.
        if (error instanceof Error && error.name === 'TransactionCanceledException' && (await hasLeft(client, userId))) {
          throw new UnauthorizedError(HTTP_MESSAGES.unauthorized);
        }
        throw error;
      }
    },
    // Before the document client marshals the input, so the items are still plain values.
    { step: 'initialize', priority: 'high', name: 'memberStillHere' },
  );
  return client;
}
