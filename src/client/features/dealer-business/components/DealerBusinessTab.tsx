import { ImportSection } from './ImportSection.tsx';
import { PlansSection } from './PlansSection.tsx';

/** The dealer dashboard's "Plan & import" tab (issue 18): its own chunk, loaded when opened. */
export default function DealerBusinessTab({ sellerId }: { sellerId: string }) {
  return (
    <div className="flex flex-col gap-14">
      <PlansSection sellerId={sellerId} />
      <ImportSection sellerId={sellerId} />
    </div>
  );
}
