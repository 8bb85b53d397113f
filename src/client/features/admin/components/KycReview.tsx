import { EmptyState, ErrorState } from '@client/components/blocks/empty-state.tsx';
import { Badge } from '@client/components/ui/badge.tsx';
import { Button } from '@client/components/ui/button.tsx';
import { ArrowLeft, FileCheck2, FileText } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { type PendingKycApplication, usePendingKyc } from '../api.ts';
import { applicationTypeLabel, formatDateTime, kycDocumentList, sellerDisplayName } from '../format.ts';
import { QueueSkeleton } from './AdminStates.tsx';
import { KycReviewDialog } from './KycReviewDialog.tsx';
import { KycStatusBadge } from './KycStatusBadge.tsx';
import { ReviewRow } from './ReviewRow.tsx';

/** Admin KYC review (spec section 2): the pending applications, oldest first, each with a Review dialog. */
export function KycReview() {
  const query = usePendingKyc(true);
  const [chosen, setChosen] = useState<PendingKycApplication | null>(null);
  // `?application=ID` (from a dealer's row in Seller Verification) opens that application's review.
  // Closing it is at once: the address is tidied after, by a navigation that may take a moment.
  const [params, setParams] = useSearchParams();
  const [linkClosed, setLinkClosed] = useState(false);
  const linked = linkClosed ? null : Number(params.get('application'));
  const reviewing = chosen ?? query.data?.find((app) => app.id === linked) ?? null;
  const closeReview = () => {
    setChosen(null);
    setLinkClosed(true);
    if (params.has('application')) setParams({}, { replace: true });
  };

  let body: ReactNode;
  if (query.isPending) body = <QueueSkeleton label="Loading applications" />;
  else if (query.isError)
    body = (
      <ErrorState what="Applications" onRetry={() => void query.refetch()} retrying={query.isFetching} />
    );
  else if (query.data.length === 0)
    body = (
      <EmptyState tone="done" icon={FileCheck2} title="No pending applications">
        Every identity application has been reviewed. New ones appear here.
      </EmptyState>
    );
  else
    body = (
      <ul className="flex flex-col gap-3">
        {query.data.map((app) => {
          const name = app.fullName || sellerDisplayName(app.applicant);
          const headingId = `kyc-${app.id}`;
          const docs = kycDocumentList(app).length;
          return (
            <ReviewRow
              key={app.id}
              headingId={headingId}
              headingLevel="h2"
              title={name}
              className="sm:p-5"
              badges={
                <>
                  <Badge variant="secondary">{applicationTypeLabel(app.applicationType)}</Badge>
                  <KycStatusBadge status={app.status} />
                </>
              }
              media={
                <span className="hidden size-12 shrink-0 items-center justify-center rounded-full border border-gold/40 bg-gold/10 sm:flex">
                  <FileText className="size-5 text-gold" aria-hidden="true" />
                </span>
              }
              actions={
                <Button className="shrink-0" aria-haspopup="dialog" onClick={() => setChosen(app)}>
                  Review
                </Button>
              }
            >
              <p className="truncate text-sm text-foreground/90">{app.applicant.email}</p>
              <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
                {app.dealershipName ? <span>{app.dealershipName}</span> : null}
                {app.country ? <span>{app.country}</span> : null}
                <span>
                  {docs} {docs === 1 ? 'document' : 'documents'}
                </span>
                <span>Submitted {formatDateTime(app.createdAt)}</span>
              </p>
            </ReviewRow>
          );
        })}
      </ul>
    );

  return (
    <div className="flex flex-col gap-8">
      <header className="flex flex-col gap-4">
        <Link
          to="/admin-panel"
          className="inline-flex w-fit items-center gap-1.5 text-sm text-muted-foreground transition-colors hover:text-gold"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Admin Control Center
        </Link>
        <p className="eyebrow">Administration</p>
        <h1 className="font-display text-4xl leading-[1.05] text-foreground sm:text-5xl lg:text-6xl">
          KYC Review
        </h1>
        <p className="max-w-2xl text-muted-foreground">
          Identity applications waiting for a decision, oldest first. Approving one verifies the applicant as
          a seller; the applicant is told the outcome by e-mail.
        </p>
      </header>
      {body}
      <KycReviewDialog
        application={reviewing}
        onOpenChange={(open) => {
          if (!open) closeReview();
        }}
      />
    </div>
  );
}
