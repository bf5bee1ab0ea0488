import { describe, expect, it } from 'vitest';
import * as keys from '../../../functions/data/keys/keys';
import * as photoKeys from '../../../functions/data/keys/photo-keys';
import * as tribeKeys from '../../../functions/data/keys/tribe-keys';
import { hashToken } from '../../../functions/kernel/ids';

describe('the keys module', () => {
  it.each([
    ['userKey', keys.userKey('u1'), { PK: 'USER#u1', SK: 'PROFILE' }],
    ['emailKey', keys.emailKey('a@b.co'), { PK: 'EMAIL#a@b.co', SK: 'EMAIL' }],
    ['oauthStateKey', keys.oauthStateKey('s1'), { PK: 'OAUTH#s1', SK: 'STATE' }],
    ['rateWindowKey', keys.rateWindowKey('mail', 'a@b.co', 900), { PK: 'RATE#mail#a@b.co', SK: 'WINDOW#900' }],
    ['followKey', keys.followKey('u1', 'u2'), { PK: 'USER#u1', SK: 'FOLLOWS#u2' }],
    ['photoKey', photoKeys.photoKey('p1'), { PK: 'PHOTO#p1', SK: 'PHOTO' }],
    ['reactionKey', photoKeys.reactionKey('p1', 'u1'), { PK: 'USER#u1', SK: 'REACTION#p1' }],
    ['counterShardKey', photoKeys.counterShardKey('p1', 3), { PK: 'PHOTO#p1#COUNT#3', SK: 'COUNT' }],
    ['commentKey', photoKeys.commentKey('p1', 'c1'), { PK: 'PHOTO#p1', SK: 'COMMENT#c1' }],
    ['tribeKey', tribeKeys.tribeKey('t1'), { PK: 'TRIBE#t1', SK: 'TRIBE' }],
    ['memberKey', tribeKeys.memberKey('t1', 'u1'), { PK: 'TRIBE#t1', SK: 'MEMBER#u1' }],
    ['inviteKey', tribeKeys.inviteKey('t1', 'a@b.co'), { PK: 'TRIBE#t1', SK: 'INVITE#a@b.co' }],
    ['tribePhotoKey', tribeKeys.tribePhotoKey('t1', 'p1'), { PK: 'TRIBE#t1', SK: 'PHOTO#p1' }],
    ['notificationKey', keys.notificationKey('u1', 'n1'), { PK: 'NOTIFS#u1', SK: 'NOTIF#n1' }],
    ['notificationOnceKey', keys.notificationOnceKey('like#p1#u1'), { PK: 'NOTIFONCE#like#p1#u1', SK: 'ONCE' }],
    ['announcementKey', keys.announcementKey('a1'), { PK: 'ANNOUNCEMENTS', SK: 'ANNOUNCEMENT#a1' }],
  ])('%s builds the stored primary key', (_name, key, expected) => {
    // Assess
    expect(key).toEqual(expected);
  });

  it.each([
    [
      'sessionUserIndex',
      keys.sessionUserIndex('u1', '2026-03-31T12:00:00.000Z'),
      { GSI1PK: 'USER#u1', GSI1SK: 'SESSION#2026-03-31T12:00:00.000Z' },
    ],
    ['tokenUserIndex', keys.tokenUserIndex('u1', 'verify-email', 'T'), { GSI1PK: 'USER#u1', GSI1SK: 'TOKEN#verify-email#T' }],
    ['followFollowerIndex', keys.followFollowerIndex('u1', 'u2'), { GSI1PK: 'FOLLOWERS#u2', GSI1SK: 'USER#u1' }],
    ['photoOwnerIndex', photoKeys.photoOwnerIndex('u1', 'p1'), { GSI1PK: 'USER#u1', GSI1SK: 'PHOTO#p1' }],
    ['tribeOwnerIndex', tribeKeys.tribeOwnerIndex('u1', 't1'), { GSI1PK: 'USER#u1', GSI1SK: 'TRIBE#t1' }],
    ['memberOfIndex', tribeKeys.memberOfIndex('u1', 't1'), { GSI1PK: 'USER#u1', GSI1SK: 'MEMBER_OF#t1' }],
    ['inviteEmailIndex', tribeKeys.inviteEmailIndex('a@b.co', 'i1'), { GSI1PK: 'INVITE#a@b.co', GSI1SK: 'INVITE#i1' }],
    ['notificationUnreadIndex', keys.notificationUnreadIndex('u1', 'n1'), { GSI2PK: 'UNREAD#u1', GSI2SK: 'NOTIF#n1' }],
  ])('%s builds the index attributes an item carries', (_name, index, expected) => {
    // Assess
    expect(index).toEqual(expected);
  });

  it('stores session ids and link tokens only as their hashes', () => {
    // Act
    const session = keys.sessionKey('raw-sid');
    const token = keys.tokenKey('raw-token');

    // Assess
    expect(session).toEqual({ PK: `SESSION#${hashToken('raw-sid')}`, SK: 'SESSION' });
    expect(token).toEqual({ PK: `TOKEN#${hashToken('raw-token')}`, SK: 'TOKEN' });
    expect(JSON.stringify([session, token])).not.toMatch(/raw-/);
  });

  it('puts a processing photo in one shard of the processing index, the same each time, every shard in use', () => {
    // Prepare
    const ids = Array.from({ length: 200 }, (_, i) => `01PHOTO${i}`);

    // Act
    const partitions = ids.map((id) => photoKeys.photoProcessingIndex(id).GSI3PK);

    // Assess
    expect(photoKeys.photoProcessingIndex('p1')).toEqual({
      GSI3PK: `PROCESSING#PHOTOS#${photoKeys.processingShardOf('p1')}`,
      GSI3SK: 'PHOTO#p1',
    });
    expect(ids.map((id) => photoKeys.photoProcessingIndex(id).GSI3PK)).toEqual(partitions);
    expect(new Set(partitions)).toEqual(
      new Set(Array.from({ length: keys.PROCESSING_SHARDS }, (_, shard) => keys.processingPhotosPartition(shard))),
    );
  });

  it('keys a weekly feature by the date of its Monday, whatever the time part', () => {
    // Act
    const key = keys.featureKey('2026-11-16T00:00:00.000Z');

    // Assess
    expect(key).toEqual({ PK: 'FEATURES', SK: 'WEEK#2026-11-16' });
  });

  it('builds each item key from the partition a Query reads and the prefix its range starts with', () => {
    // Assess
    expect(photoKeys.photoKey('p1').PK).toBe(photoKeys.photoPartition('p1'));
    expect(photoKeys.commentKey('p1', 'c1').SK.startsWith(keys.SK_PREFIX.comment)).toBe(true);
    expect(tribeKeys.tribePhotoKey('t1', 'p1')).toEqual({ PK: tribeKeys.tribePartition('t1'), SK: `${keys.SK_PREFIX.photo}p1` });
    expect(tribeKeys.memberKey('t1', 'u1').SK.startsWith(keys.SK_PREFIX.member)).toBe(true);
    expect(tribeKeys.inviteKey('t1', 'a@b.co').SK.startsWith(keys.SK_PREFIX.invite)).toBe(true);
    expect(keys.followKey('u1', 'u2')).toEqual({ PK: keys.userPartition('u1'), SK: `${keys.SK_PREFIX.follows}u2` });
    expect(tribeKeys.memberOfIndex('u1', 't1').GSI1SK.startsWith(keys.SK_PREFIX.memberOf)).toBe(true);
    expect(tribeKeys.tribeOwnerIndex('u1', 't1').GSI1SK.startsWith(keys.SK_PREFIX.ownedTribe)).toBe(true);
    expect(keys.sessionUserIndex('u1', 'T').GSI1SK.startsWith(keys.SK_PREFIX.session)).toBe(true);
    expect(keys.notificationKey('u1', 'n1')).toEqual({
      PK: keys.notificationsPartition('u1'),
      SK: `${keys.SK_PREFIX.notification}n1`,
    });
    expect(keys.notificationUnreadIndex('u1', 'n1').GSI2PK).toBe(keys.unreadPartition('u1'));
    expect(tribeKeys.inviteEmailIndex('a@b.co', 'i1').GSI1PK).toBe(tribeKeys.invitesPartition('a@b.co'));
    expect(tribeKeys.inviteEmailIndex('a@b.co', 'i1').GSI1SK.startsWith(keys.SK_PREFIX.invite)).toBe(true);
    expect(keys.followFollowerIndex('u1', 'u2').GSI1PK).toBe(keys.followersPartition('u2'));
    expect(keys.announcementKey('a1').SK.startsWith(keys.SK_PREFIX.announcement)).toBe(true);
    expect(keys.rateWindowKey('mail', 'a@b.co', 0).PK).toBe(keys.rateWindowsPartition('mail', 'a@b.co'));
  });
});
