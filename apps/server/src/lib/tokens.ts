// Secret tokens (staff and visitor session cookies, access links) are stored only as a hash.
import { createHash } from 'node:crypto';

/** The table stores a hash of the cookie's token, so a leaked table gives no usable cookie. */
export function sessionIdFromToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
