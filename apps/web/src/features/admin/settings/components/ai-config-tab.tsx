// AI Configuration tab (admin.md section 2): the assessment settings form with a Refresh button.
import { Info, RefreshCw } from 'lucide-react';
import { StatusPanel } from '@/components/status-panel';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage, isNotFound } from '@/lib/api';
import { formatDate, formatTime } from '@/lib/format';
import { useAiConfig } from '../api/get-ai-config';
import { AiConfigForm } from './ai-config-form';

export function AiConfigTab() {
  const query = useAiConfig();
  // The server stores defaults on first read, so "none yet" only appears if that ever answers 404.
  const isMissing = isNotFound(query.error);
  const config = query.data ?? null;

  const refresh = (
    <Button variant="outline" onClick={() => void query.refetch()} disabled={query.isFetching}>
      <RefreshCw aria-hidden="true" className={query.isFetching ? 'animate-spin' : undefined} />
      {query.isFetching ? 'Refreshing...' : 'Refresh'}
    </Button>
  );

  return (
    <Card className="gap-0">
      <div className="flex flex-col gap-1 border-b border-border p-4 md:p-6">
        <h2 className="text-lg font-semibold">AI Configuration</h2>
        <p className="text-sm text-muted-foreground">
          How the business assessment is written: the model, its settings and what the report emphasises.
          {config && (
            <span className="tabular-nums">
              {' '}
              Last saved {formatDate(config.updatedAt)} {formatTime(config.updatedAt)}.
            </span>
          )}
        </p>
      </div>
      <div className="p-4 md:p-6">
        {query.isPending ? (
          <div className="flex flex-col gap-4" aria-busy="true" aria-label="Loading AI configuration">
            <div className="grid gap-4 md:grid-cols-3">
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} className="h-16" />
              ))}
            </div>
            <div className="grid gap-4 md:grid-cols-2">
              {[0, 1, 2, 3].map((i) => (
                <Skeleton key={i} className="h-16" />
              ))}
            </div>
            <Skeleton className="h-32" />
          </div>
        ) : query.isError && !isMissing ? (
          <StatusPanel
            title="Could not load the AI configuration"
            onRetry={() => void query.refetch()}
            className="shadow-none"
          >
            {errorMessage(query.error)}
          </StatusPanel>
        ) : (
          <div className="flex flex-col gap-4">
            {config?.writer === 'builtin' && (
              <div
                role="note"
                aria-label="Who writes the assessments"
                className="flex items-start gap-3 rounded-lg border border-border bg-muted/50 p-4 text-sm"
              >
                <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                <p>
                  <span className="font-medium">The built-in analyst writes the assessments</span>, because no
                  OpenAI API key is set on this server (<code>OPENAI_API_KEY</code>). It follows the language
                  level, tone, length, industry focus and emphasis settings; the model, temperature, max
                  tokens and instructions take effect once a key is set.
                </p>
              </div>
            )}
            {!config && (
              <p className="rounded-lg border border-dashed border-border p-4 text-sm text-muted-foreground">
                No AI configuration is saved yet. The defaults below apply until you save.
              </p>
            )}
            {/* Remounting on each read makes Refresh show the stored values, dropping unsaved edits. */}
            <AiConfigForm key={query.dataUpdatedAt} config={config} actions={refresh} />
          </div>
        )}
      </div>
    </Card>
  );
}
