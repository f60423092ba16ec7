// A list of share links (issue #26 item 1), the founder's in the share dialog and a prospect's in staff's:
// label, status, expiry, views, downloads and version, with Revoke behind a confirmation in the row.
import { useLayoutEffect, useRef, useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TShareLink } from '@trajectory/contracts/sharing';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';
import {
  SHARE_LINK_STATUS_BADGE,
  SHARE_LINK_STATUS_LABEL,
  shareLinkDownloads,
  shareLinkEnd,
  shareLinkVersion,
  shareLinkViews,
} from './share-link-facts';

type ShareLinkListProps = {
  links: UseQueryResult<TShareLink[]>;
  /** Revokes one link; its promise settles when the list has been read again. */
  onRevoke: (link: TShareLink) => Promise<unknown>;
  /** The list's accessible name ("Your share links"). */
  label: string;
  emptyText: string;
};

export function ShareLinkList({ links, onRevoke, label, emptyText }: ShareLinkListProps) {
  if (links.isPending) {
    return (
      <div role="status" aria-label="Loading share links" className="flex flex-col gap-2">
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-20 w-full" />
      </div>
    );
  }
  if (links.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-2 text-sm">
        <p>{errorMessage(links.error, 'The share links could not be loaded.')}</p>
        <Button variant="outline" onClick={() => void links.refetch()}>
          Try Again
        </Button>
      </div>
    );
  }
  if (links.data.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-border p-4 text-sm text-muted-foreground">
        {emptyText}
      </p>
    );
  }
  return (
    <ul aria-label={label} className="flex flex-col gap-2">
      {links.data.map((link) => (
        <ShareLinkItem key={link.id} link={link} onRevoke={onRevoke} />
      ))}
    </ul>
  );
}

function ShareLinkItem({
  link,
  onRevoke,
}: {
  link: TShareLink;
  onRevoke: (link: TShareLink) => Promise<unknown>;
}) {
  const [isConfirming, setIsConfirming] = useState(false);
  const [isPending, setIsPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Revoked here: Revoke goes at once, before the list read again arrives with the new status.
  const [isRevoked, setIsRevoked] = useState(false);
  const canRevoke = link.status === 'active' && !isRevoked;
  const revokeRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const itemRef = useRef<HTMLLIElement>(null);
  const wasConfirming = useRef(false);

  // The confirmation takes the focus (on Cancel, the safe choice); leaving it gives it back to Revoke, or
  // to the row once the link is revoked and Revoke is gone.
  useLayoutEffect(() => {
    if (isConfirming) cancelRef.current?.focus();
    else if (wasConfirming.current) (revokeRef.current ?? itemRef.current)?.focus();
    wasConfirming.current = isConfirming;
  }, [isConfirming]);

  const revoke = async () => {
    setIsPending(true);
    setError(null);
    try {
      await onRevoke(link);
      setIsRevoked(true);
      setIsConfirming(false);
    } catch (err) {
      setError(errorMessage(err, 'The link could not be revoked. Please try again.'));
    }
    setIsPending(false);
  };

  const end = shareLinkEnd(link);
  const facts = [
    ...(link.planTitle ? ([['Plan', link.planTitle]] as const) : []),
    [end.term, end.date],
    ['Views', shareLinkViews(link)],
    ['Downloads', shareLinkDownloads(link)],
    ['Shows', shareLinkVersion(link)],
  ] as const;

  return (
    <li
      ref={itemRef}
      tabIndex={-1}
      className="flex flex-col gap-3 rounded-lg border border-border p-4 outline-none focus-visible:ring-2 focus-visible:ring-ring"
      data-testid="share-link"
      data-status={link.status}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex min-w-0 items-center gap-2">
          <h4 className="truncate font-semibold" title={link.label}>
            {link.label}
          </h4>
          <Badge variant={SHARE_LINK_STATUS_BADGE[link.status]}>{SHARE_LINK_STATUS_LABEL[link.status]}</Badge>
        </div>
        {canRevoke && !isConfirming && (
          <Button
            ref={revokeRef}
            variant="outline"
            size="sm"
            className="text-negative"
            aria-label={`Revoke ${link.label}`}
            onClick={() => setIsConfirming(true)}
          >
            Revoke
          </Button>
        )}
      </div>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
        {facts.map(([term, value]) => (
          <div key={term} className="flex gap-1.5">
            <dt className="text-muted-foreground">{term}:</dt>
            <dd className="tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {isConfirming && (
        <div
          role="group"
          aria-label={`Confirm revoking ${link.label}`}
          className="flex flex-col gap-3 rounded-md border border-rose-200 bg-rose-50 p-3 text-sm"
        >
          <p>
            Revoke the link for {link.label}? Whoever opens it will see that the plan is no longer shared.
            This cannot be undone.
          </p>
          <FieldError role="alert">{error}</FieldError>
          <div className="flex flex-wrap gap-2">
            <Button
              ref={cancelRef}
              variant="outline"
              size="sm"
              onClick={() => setIsConfirming(false)}
              disabled={isPending}
            >
              Cancel
            </Button>
            <Button variant="destructive" size="sm" onClick={() => void revoke()} disabled={isPending}>
              {isPending ? 'Revoking...' : 'Revoke link'}
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}
