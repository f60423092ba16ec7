// What a share link's row says (issue #26 item 1), in the same words for the founder's list and staff's:
// its status, when it ends or ended, its views, whether downloads are allowed and which version it shows.
import type { TShareLink } from '@trajectory/contracts/sharing';
import type { BadgeProps } from '@/components/ui/badge';
import { formatDate, formatDateTime } from '@/lib/format';

export const SHARE_LINK_STATUS_LABEL: Record<TShareLink['status'], string> = {
  active: 'Active',
  expired: 'Expired',
  revoked: 'Revoked',
};

export const SHARE_LINK_STATUS_BADGE: Record<TShareLink['status'], BadgeProps['variant']> = {
  active: 'success',
  expired: 'secondary',
  revoked: 'destructive',
};

/** When the link ends or ended: "Expires" or "Expired" and its expiry, or "Revoked" and that day. */
export function shareLinkEnd(link: TShareLink): { term: string; date: string } {
  if (link.status === 'revoked') return { term: 'Revoked', date: formatDate(link.revokedAt) };
  return { term: link.status === 'expired' ? 'Expired' : 'Expires', date: formatDate(link.expiresAt) };
}

/** "Never opened", or "1 view, last Nov 27, 2026 at 3:07 PM". */
export function shareLinkViews(link: TShareLink): string {
  if (link.viewCount === 0) return 'Never opened';
  const count = `${link.viewCount} ${link.viewCount === 1 ? 'view' : 'views'}`;
  return link.lastViewedAt ? `${count}, last ${formatDateTime(link.lastViewedAt)}` : count;
}

export function shareLinkDownloads(link: TShareLink): string {
  return link.allowDownloads ? 'PDF and Excel allowed' : 'Not allowed';
}

/** "Latest version", or the pinned "Version 2" ("Version at creation" until the server numbers it). */
export function shareLinkVersion(link: TShareLink): string {
  if (link.followsLatest) return 'Latest version';
  return link.pinnedVersion === null ? 'Version at creation' : `Version ${link.pinnedVersion}`;
}
