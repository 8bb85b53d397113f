import { ErrorState } from '@client/components/blocks/empty-state.tsx';
import { Button } from '@client/components/ui/button.tsx';
import { Card } from '@client/components/ui/card.tsx';
import { Skeleton } from '@client/components/ui/skeleton.tsx';
import { cn } from '@client/lib/cn.ts';
import type { LucideIcon } from 'lucide-react';
import { Activity, AlertTriangle, Clock, Cpu, Database, Mail, RefreshCw, Server } from 'lucide-react';
import type { ReactNode } from 'react';
import { useHealth, useSystemStatus } from '../api.ts';
import { formatCount, formatRate, formatUptime } from '../format.ts';

function Metric({
  icon: Icon,
  label,
  value,
  detail,
  tone = 'normal',
}: {
  icon: LucideIcon;
  label: string;
  value: ReactNode;
  detail?: ReactNode;
  tone?: 'normal' | 'good' | 'bad';
}) {
  return (
    <Card asChild className="flex flex-col gap-2 p-5">
      <li>
        <span className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
          {label}
          <Icon
            className={cn(
              'size-4',
              tone === 'good' ? 'text-success' : tone === 'bad' ? 'text-destructive' : 'text-gold',
            )}
            aria-hidden="true"
          />
        </span>
        <span
          className={cn(
            'font-display text-3xl leading-none tabular-nums',
            tone === 'bad' ? 'text-destructive' : 'text-foreground',
          )}
        >
          {value}
        </span>
        {detail ? <span className="text-xs text-muted-foreground">{detail}</span> : null}
      </li>
    </Card>
  );
}

/** System Status: the server's real figures (GET /api/admin/system-status and /api/health). */
export function SystemStatusTab() {
  const status = useSystemStatus(true);
  const health = useHealth(true);
  const refreshing = status.isFetching || health.isFetching;
  const refresh = () => {
    void status.refetch();
    void health.refetch();
  };

  if (status.isPending) {
    return (
      <div role="status" aria-live="polite" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <span className="sr-only">Loading system status</span>
        {Array.from({ length: 8 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on.
          <Skeleton key={i} className="h-28" />
        ))}
      </div>
    );
  }
  if (status.isError) return <ErrorState what="System status" onRetry={refresh} retrying={refreshing} />;

  const s = status.data;
  const apiOk = health.isSuccess && health.data?.status === 'ok';
  const updated = new Date(status.dataUpdatedAt).toLocaleTimeString('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
  });

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          Updated {updated}
        </p>
        <Button variant="outline" size="sm" onClick={refresh} disabled={refreshing}>
          <RefreshCw className={cn(refreshing && 'animate-spin')} aria-hidden="true" />
          {refreshing ? 'Refreshing...' : 'Refresh'}
        </Button>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Metric
          icon={apiOk ? Server : AlertTriangle}
          label="API health"
          value={health.isPending ? '…' : apiOk ? 'Healthy' : 'Unavailable'}
          detail="GET /api/health"
          tone={health.isPending ? 'normal' : apiOk ? 'good' : 'bad'}
        />
        <Metric
          icon={Database}
          label="Database"
          value={s.database.ok ? `${s.database.latencyMs} ms` : 'Down'}
          detail={`${s.database.kind}${s.database.ok ? ', round trip of select 1' : ''}`}
          tone={s.database.ok ? 'good' : 'bad'}
        />
        <Metric icon={Clock} label="Uptime" value={formatUptime(s.uptimeSeconds)} detail={`Node ${s.node}`} />
        <Metric
          icon={Activity}
          label="Requests"
          value={formatCount(s.requests)}
          detail={`${s.requestsPerMinute} per minute on average`}
        />
        <Metric
          icon={AlertTriangle}
          label="Server errors"
          value={formatRate(s.serverErrorRate)}
          detail="Share of responses with status 5xx"
          tone={s.serverErrorRate > 0.01 ? 'bad' : 'normal'}
        />
        <Metric
          icon={AlertTriangle}
          label="Client errors"
          value={formatRate(s.clientErrorRate)}
          detail="Share of responses with status 4xx"
        />
        <Metric
          icon={Cpu}
          label="Memory"
          value={`${s.memory.rssMb} MB`}
          detail={`Resident; heap in use ${s.memory.heapUsedMb} MB`}
        />
        <Metric
          icon={Mail}
          label="E-mail queue"
          value={s.outboxBacklog === null ? '—' : formatCount(s.outboxBacklog)}
          detail="Notifications waiting to be sent"
          tone={s.outboxBacklog !== null && s.outboxBacklog > 100 ? 'bad' : 'normal'}
        />
      </ul>
    </div>
  );
}
