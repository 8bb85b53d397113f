import { EmptyState, ErrorState } from '@client/components/blocks/empty-state.tsx';
import { Avatar, AvatarFallback } from '@client/components/ui/avatar.tsx';
import { Badge } from '@client/components/ui/badge.tsx';
import { Button } from '@client/components/ui/button.tsx';
import { Card } from '@client/components/ui/card.tsx';
import { toast } from '@client/components/ui/toaster.tsx';
import { errorText } from '@client/lib/api.ts';
import { initials } from '@shared/format.ts';
import { BadgeCheck, Building2, ShieldCheck, X } from 'lucide-react';
import { useState } from 'react';
import { type UnverifiedSeller, useRejectSeller, useUnverifiedSellers, useVerifySeller } from '../api.ts';
import { formatDate, sellerDisplayName } from '../format.ts';
import { QueueSkeleton } from './AdminStates.tsx';
import { ReasonDialog } from './ReasonDialog.tsx';

/** Seller Verification (spec section 2): verify lets a seller sell (and a dealer sign in); reject needs a reason. */
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
            <li key={seller.id}>
              <Card asChild className="flex flex-col gap-4 p-4 sm:flex-row sm:items-center sm:gap-5">
                <article aria-labelledby={headingId}>
                  <Avatar className="hidden size-12 sm:flex">
                    <AvatarFallback className="text-sm">{initials(seller) || '?'}</AvatarFallback>
                  </Avatar>
                  <div className="flex min-w-0 flex-1 flex-col gap-1.5">
                    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                      <h3 id={headingId} className="font-display text-2xl leading-tight text-foreground">
                        {name}
                      </h3>
                      {seller.isDealer ? (
                        <Badge>
                          <Building2 className="size-3" aria-hidden="true" />
                          Dealer
                        </Badge>
                      ) : (
                        <Badge variant="secondary">Private Seller</Badge>
                      )}
                    </div>
                    <p className="truncate text-sm text-foreground/90">{seller.email}</p>
                    <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
                      {seller.username && name !== seller.username ? <span>@{seller.username}</span> : null}
                      {seller.dealershipName ? <span>{seller.dealershipName}</span> : null}
                      <span>Joined {formatDate(seller.createdAt)}</span>
                    </p>
                  </div>
                  <div className="flex shrink-0 gap-2">
                    <Button
                      size="sm"
                      className="flex-1"
                      disabled={verifying}
                      onClick={() => void onVerify(seller)}
                    >
                      <BadgeCheck aria-hidden="true" />
                      {verifying ? 'Verifying...' : 'Verify'}
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      className="flex-1 hover:border-destructive hover:text-destructive"
                      disabled={verifying}
                      aria-haspopup="dialog"
                      onClick={() => setRejecting(seller)}
                    >
                      <X aria-hidden="true" />
                      Reject
                    </Button>
                  </div>
                </article>
              </Card>
            </li>
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
