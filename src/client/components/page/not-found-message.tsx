import { Button } from '@client/components/ui/button.tsx';
import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { AccessMessage } from './access-message.tsx';

/** The page of something that does not exist or is gone (a vehicle, a dealer): why, and the way to the inventory. */
export function NotFoundMessage({
  title,
  message,
  icon,
}: {
  title: string;
  message: string;
  icon: LucideIcon;
}) {
  return (
    <AccessMessage icon={icon} title={title} message={message}>
      <Button asChild>
        <Link to="/listings">Browse Inventory</Link>
      </Button>
    </AccessMessage>
  );
}
