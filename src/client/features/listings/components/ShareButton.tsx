import { Button } from '@client/components/ui/button.tsx';
import { toast } from '@client/components/ui/toaster.tsx';
import { Share2 } from 'lucide-react';

/**
 * Shares the listing: the system share sheet where the browser has the Web Share API (phones), else the
 * link is copied, with a toast saying so.
 */
export function ShareButton({ title, path }: { title: string; path: string }) {
  const share = async () => {
    const url = new URL(path, window.location.origin).href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // Closing the share sheet is not a failure; anything else falls back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Link copied', { description: url });
    } catch {
      toast.error('The link could not be copied', { description: url });
    }
  };
  return (
    <Button variant="outline" className="h-10" onClick={() => void share()} data-testid="share-button">
      <Share2 aria-hidden="true" />
      Share
    </Button>
  );
}
