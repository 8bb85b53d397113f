import { Avatar, AvatarFallback } from '@client/components/ui/avatar.tsx';
import { Badge } from '@client/components/ui/badge.tsx';
import { Button } from '@client/components/ui/button.tsx';
import { isAwaitingReview } from '@shared/domain/identity.ts';
import { initials } from '@shared/format.ts';
import { BadgeCheck, Building2, FileSearch, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { type UnverifiedSeller, useRejectSeller, useUnverifiedSellers, useVerifySeller } from '../api.ts';
import { applicationTypeLabel, formatDate, sellerDisplayName } from '../format.ts';
import { KycStatusBadge } from './KycStatusBadge.tsx';
import { ReviewQueue } from './ReviewQueue.tsx';
import { ApproveRejectActions, RejectButton, ReviewRow } from './ReviewRow.tsx';

/**
 * Seller Verification (spec section 2): the people who asked to sell. Verify lets a private seller sell; a
 * dealer is verified by approving their dealer application, so their row leads to its review (decision
 * 0033). Reject needs a reason.
 */
export function SellerVerificationTab() {
  return (
    <ReviewQueue
      query={useUnverifiedSellers(true)}
      loadingLabel="Loading sellers awaiting verification"
      what="Sellers"
      empty={{ icon: ShieldCheck, title: 'All sellers verified!', text: 'No pending seller verifications.' }}
      count={(n) => `${n} ${n === 1 ? 'seller awaits' : 'sellers await'} verification, dealers first.`}
      approve={{
        mutation: useVerifySeller(),
        done: ['Seller Verified', 'The seller has been successfully verified.'],
        failed: 'Failed to verify seller.',
      }}
      reject={{
        mutation: useRejectSeller(),
        done: ['Seller Rejected', 'The seller has been told why by e-mail.'],
        failed: 'Failed to reject seller.',
        title: 'Reject seller',
        description: (seller) =>
          `Tell ${sellerDisplayName(seller)} why their verification is turned down. They receive this by e-mail.`,
        confirmLabel: 'Reject Seller',
      }}
      row={(seller, actions) => {
        const name = sellerDisplayName(seller);
        const headingId = `seller-${seller.id}`;
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
                <DealerActions seller={seller} onReject={actions.reject} />
              ) : (
                <ApproveRejectActions
                  approveLabel="Verify"
                  approvingLabel="Verifying..."
                  icon={BadgeCheck}
                  busy={actions.approving}
                  onApprove={actions.approve}
                  onReject={actions.reject}
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
      }}
    />
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
