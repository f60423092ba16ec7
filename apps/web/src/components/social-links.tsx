// Active social accounts as links opening in a new tab: platform, optional logo and description.
import type { TSocialMediaAccount } from '@trajectory/contracts/site';
import { cn } from '@/lib/utils';

type SocialLinksProps = {
  accounts: TSocialMediaAccount[];
  className?: string;
  /** 'dark' for links on the slate footer. */
  tone?: 'light' | 'dark';
};

export function SocialLinks({ accounts, className, tone = 'light' }: SocialLinksProps) {
  if (accounts.length === 0) return null;
  return (
    <ul className={cn('flex flex-wrap gap-3', className)} aria-label="Social media">
      {accounts.map((account) => (
        <li key={account.id}>
          <a
            href={account.link}
            target="_blank"
            rel="noopener noreferrer"
            className={cn(
              'flex items-center gap-3 rounded-lg border px-3 py-2 text-sm transition-colors',
              tone === 'dark'
                ? 'border-slate-700 text-slate-100 hover:bg-slate-800'
                : 'border-border bg-background text-foreground hover:bg-muted',
            )}
          >
            {account.showLogo && account.logo && (
              <img src={account.logo} alt="" className="size-6 rounded object-contain" loading="lazy" />
            )}
            <span className="flex flex-col">
              <span className="font-medium">{account.platform}</span>
              {account.showDescription && account.description && (
                <span className={cn('text-xs', tone === 'dark' ? 'text-slate-300' : 'text-muted-foreground')}>
                  {account.description}
                </span>
              )}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
