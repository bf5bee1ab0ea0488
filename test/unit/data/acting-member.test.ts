/**
 * The leaving check added to a member's transactions and DynamoDB's 100-item limit:
 * the check is ANDed into an item that touches the profile, else appended, and the largest transactions
 * a member can write still fit with it.
 */
import { describe, expect, it } from 'vitest';
import { MAX_TRANSACTION_ITEMS, MAX_TRIBES_PER_PHOTO } from '../../../shared/constants';
import { withMemberCheck } from '../../../functions/data/table/leaving-member-guard';
import { userKey } from '../../../functions/data/keys/keys';
import { publicCopyWrites } from '../../../functions/data/photos/public-photos';

const put = (n: number) => ({ Put: { TableName: 't', Item: { PK: `ITEM#${n}`, SK: 'X' } } });
const puts = (count: number) => Array.from({ length: count }, (_, n) => put(n));

describe('withMemberCheck', () => {
  it('appends one ConditionCheck on the profile, after the caller’s own items', () => {
    const items = withMemberCheck(puts(2), 'member-1');
    expect(items).toHaveLength(3);
    expect(items.slice(0, 2)).toEqual(puts(2));
    expect(items[2]!.ConditionCheck).toMatchObject({
      Key: userKey('member-1'),
      ExpressionAttributeNames: { '#leaving': 'leavingSince' },
    });
  });

  it('ANDs the check into an item that already touches the profile, adding none', () => {
    const update = { Update: { TableName: 't', Key: userKey('member-1'), ConditionExpression: 'attribute_exists(PK)' } };
    const items = withMemberCheck([put(0), update], 'member-1');
    expect(items).toHaveLength(2);
    expect(items[1]!.Update!.ConditionExpression).toBe(
      '(attribute_exists(PK)) AND attribute_exists(PK) AND attribute_not_exists(#leaving)',
    );
  });

  it('fills a transaction to the limit, and refuses one that leaves no room with an error that names the rule', () => {
    expect(withMemberCheck(puts(MAX_TRANSACTION_ITEMS - 1), 'member-1')).toHaveLength(MAX_TRANSACTION_ITEMS);
    expect(() => withMemberCheck(puts(MAX_TRANSACTION_ITEMS), 'member-1')).toThrow(/leave room for the leaving check/);
    const profile = { Update: { TableName: 't', Key: userKey('member-1'), UpdateExpression: 'SET a = :a' } };
    expect(withMemberCheck([...puts(MAX_TRANSACTION_ITEMS - 1), profile], 'member-1')).toHaveLength(MAX_TRANSACTION_ITEMS);
  });
});

describe('the largest transactions a member writes, with the check', () => {
  const publicCopies = publicCopyWrites('t', { id: 'p', userId: 'u', isPublic: true }).length;

  it('a privacy change (the photo, every tribe share put and every old one removed, the public copies) fits', () => {
    expect(1 + 2 * MAX_TRIBES_PER_PHOTO + publicCopies + 1).toBeLessThanOrEqual(MAX_TRANSACTION_ITEMS);
  });

  it('a new photo (the photo, its tribe shares, its edit state, its public copies) fits', () => {
    expect(1 + MAX_TRIBES_PER_PHOTO + 1 + publicCopies + 1).toBeLessThanOrEqual(MAX_TRANSACTION_ITEMS);
  });
});
