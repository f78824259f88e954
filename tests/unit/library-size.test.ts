import { describe, expect, it } from 'vitest';
import { atLeast, libraryClaims } from '@/lib/library-size';

describe('atLeast', () => {
  it('rounds down to a round figure, so the claim is never more than the count', () => {
    expect([0, 7, 10, 42, 99, 100, 157, 199, 200, 206, 599, 600, 826, 999, 1000, 1492, 12_345, 1_000_000].map(atLeast)).toEqual([
      '0', '7', '10+', '40+', '90+', '100+', '150+', '150+', '200+', '200+', '550+', '600+', '800+', '950+', '1,000+', '1,400+', '12,000+', '1,000,000+',
    ]);
    expect([-3, Number.NaN, Number.POSITIVE_INFINITY].map(atLeast)).toEqual(['0', '0', '0']);
  });

  it("says the spec's 800+ (600+ free, 200+ pro) only when the counts reach them", () => {
    expect(libraryClaims({ free: 620, pro: 206 })).toEqual({ total: '800+', free: '600+', pro: '200+' });
    expect(libraryClaims({ free: 104, pro: 53 })).toEqual({ total: '150+', free: '100+', pro: '50+' });
    expect(libraryClaims({ free: 599, pro: 199 })).toEqual({ total: '750+', free: '550+', pro: '150+' });
  });
});
