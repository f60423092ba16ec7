import { describe, expect, it } from 'vitest';
import { ZAdminLoginRequest } from '../src/admin-auth';
import { ZIntId, ZPrice } from '../src/common';

describe('shared contracts', () => {
  it('accepts prices only with two decimals', () => {
    expect(ZPrice.safeParse('29.99').success).toBe(true);
    expect(ZPrice.safeParse('29.9').success).toBe(false);
    expect(ZPrice.safeParse('-1.00').success).toBe(false);
  });

  it('gives the admin spec messages for a blank login', () => {
    const result = ZAdminLoginRequest.safeParse({ username: ' ', password: '' });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.message)).toEqual([
      'Username is required',
      'Password is required',
    ]);
  });

  it('parses integer ids from path strings and refuses the rest', () => {
    expect(ZIntId.parse('42')).toBe(42);
    expect(ZIntId.safeParse('4.2').success).toBe(false);
    expect(ZIntId.safeParse('abc').success).toBe(false);
    expect(ZIntId.safeParse('99999999999').success).toBe(false);
  });
});
