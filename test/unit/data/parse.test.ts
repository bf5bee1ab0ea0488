import '../support/env';
import { describe, expect, it } from 'vitest';
import { counter } from '../../../functions/data/table/parse';
import * as z from '../../../shared/zod';

describe('counter', () => {
  it('reads a stored count as it is, and an absent or unreadable one as 0', () => {
    // Prepare
    const item = z.object({ likes: counter });
    const stored = [
      {},
      { likes: undefined },
      { likes: null },
      { likes: '3' },
      { likes: NaN },
      { likes: Infinity },
      { likes: 7 },
      { likes: 2.5 },
    ];

    // Act
    const read = stored.map((value) => item.parse(value).likes);

    // Assert
    expect(read).toEqual([0, 0, 0, 0, 0, 0, 7, 2.5]);
  });
});
