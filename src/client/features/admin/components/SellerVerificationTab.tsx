import { EmptyState, ErrorState } from '@client/components/blocks/empty-state.tsx';
import { Avatar, AvatarFallback } from '@client/components/ui/avatar.tsx';
import { Badge } from '@client/components/ui/badge.tsx';
import { Button } from '@client/components/ui/button.tsx';
import { toast } from '@client/components/ui/toaster.tsx';
import { errorText } from '@client/lib/api.ts';
import { isAwaitingReview } from '@shared/domain/identity.ts';
import { initials } from '@shared/format.ts';
import { BadgeCheck, Building2, FileSearch, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { type UnverifiedSeller, useRejectSeller, useUnverifiedSellers, useVerifySeller } from '../api.ts';
import { applicationTypeLabel, formatDate, sellerDisplayName } from '../format.ts';
import { QueueSkeleton } from './AdminStates.tsx';
import { KycStatusBadge } from './KycStatusBadge.tsx';
import { ReasonDialog } from './ReasonDialog.tsx';
import { ApproveRejectActions, RejectButton, ReviewRow } from './ReviewRow.tsx';

/**
 * Seller Verification (spec section 2): the people who asked to sell. Verify lets a private seller sell; a
 * dealer is verified by approving their dealer application, so their row leads to its review (decision
 * 0033). Reject needs a reason.
 */
export function SellerVerificationTab() {
  const query = useUnverifiedSellers(true);
  const verify = useVerifySeller();
  const reject = useRejectSeller();
  const [rejecting, setRejecting] = useState<UnverifiedSeller | null>(null);

  const onVerify = async (seller: UnverifiedSeller) => {
    try {
      await verify.mutateAsync(seller.id);
      toast.success('Seller Verified', { description: 'The seller has been successfully verified.' });
    } catch (error) {
      toast.error('Failed to verify seller.', { description: errorText(error, '') || undefined });
    }
  };

  const onReject = async (reason: string): Promise<boolean> => {
    if (!rejecting) return false;
    try {
      await reject.mutateAsync({ id: rejecting.id, reason });
      toast.success('Seller Rejected', { description: 'The seller has been told why by e-mail.' });
      return true;
    } catch (error) {
      toast.error('Failed to reject seller.', { description: errorText(error, '') || undefined });
      return false;
    }
  };

  if (query.isPending) return <QueueSkeleton label="Loading sellers awaiting verification" />;
  if (query.isError)
    return <ErrorState what="Sellers" onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  const sellers = query.data;
  if (sellers.length === 0) {
    return (
      <EmptyState tone="done" icon={ShieldCheck} title="All sellers verified!">
        No pending seller verifications.
      </EmptyState>
    );
  }

  return (
    <>
      <p className="mb-4 text-sm text-muted-foreground">
        {sellers.length} {sellers.length === 1 ? 'seller awaits' : 'sellers await'} verification, dealers
        first.
      </p>
      <ul className="flex flex-col gap-3">
        {sellers.map((seller) => {
          const name = sellerDisplayName(seller);
          const headingId = `seller-${seller.id}`;
          const verifying = verify.isPending && verify.variables === seller.id;
          return (
            <ReviewRow
              key={seller.id}
              headingId={headingId}
              title={name}
              badges={
                seller.isDealer ? (
                  <Badge>
                    <Building2 className="size-3" aria-hidden="true" />
                    Dealer
                  </Badge>
                ) : (
                  <Badge variant="secondary">Private Seller</Badge>
                )
              }
              media={
                <Avatar className="hidden size-12 sm:flex">
                  <AvatarFallback className="text-sm">{initials(seller) || '?'}</AvatarFallback>
                </Avatar>
              }
              actions={
                seller.isDealer ? (
                  <DealerActions seller={seller} onReject={() => setRejecting(seller)} />
                ) : (
                  <ApproveRejectActions
                    approveLabel="Verify"
                    approvingLabel="Verifying..."
                    icon={BadgeCheck}
                    busy={verifying}
                    onApprove={() => void onVerify(seller)}
                    onReject={() => setRejecting(seller)}
                  />
                )
              }
            >
              <p className="truncate text-sm text-foreground/90">{seller.email}</p>
              <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
                {seller.username && name !== seller.username ? <span>@{seller.username}</span> : null}
                {seller.dealershipName ? <span>{seller.dealershipName}</span> : null}
                <span>Joined {formatDate(seller.createdAt)}</span>
              </p>
              <ApplicationNote seller={seller} />
            </ReviewRow>
          );
        })}
      </ul>
      <ReasonDialog
        open={rejecting !== null}
        onOpenChange={(open) => {
          if (!open) setRejecting(null);
        }}
        title="Reject seller"
        description={
          rejecting
            ? `Tell ${sellerDisplayName(rejecting)} why their verification is turned down. They receive this by e-mail.`
            : ''
        }
        confirmLabel="Reject Seller"
        pendingLabel="Rejecting..."
        pending={reject.isPending}
        onConfirm={onReject}
      />
    </>
  );
}

/** A dealer's row: their application's review, where the documents are (it verifies them), or a wait for it. */
function DealerActions({ seller, onReject }: { seller: UnverifiedSeller; onReject: () => void }) {
  const application = seller.application;
  return (
    <div className="flex shrink-0 gap-2">
      {application && isAwaitingReview(application.status) ? (
        <Button asChild size="sm" className="flex-1">
          <Link to={`/admin/kyc-review?application=${application.id}`}>
            <FileSearch aria-hidden="true" />
            Review application
          </Link>
        </Button>
      ) : null}
      <RejectButton onReject={onReject} />
    </div>
  );
}

/** Where the seller's request stands: no application yet, or the newest one's status. */
function ApplicationNote({ seller }: { seller: UnverifiedSeller }) {
  const application = seller.application;
  if (!application)
    return seller.isDealer ? (
      <p className="text-xs text-muted-foreground">No dealer application yet: verification waits for it.</p>
    ) : null;
  return (
    <p className="flex items-center gap-2 text-xs text-muted-foreground">
      {applicationTypeLabel(application.applicationType)} application
      <KycStatusBadge status={application.status} />
    </p>
  );
}
