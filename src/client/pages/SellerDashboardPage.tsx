import { useSignedInUser } from '@client/app/route-access.tsx';
import { SellerHome } from '@client/features/seller/components/SellerHome.tsx';

/** Seller and dealer dashboard (/seller-dashboard and /dashboard); the route table keeps administrators out. */
export default function SellerDashboardPage() {
  return <SellerHome user={useSignedInUser()} />;
}
