import { PageTitle } from '@client/components/page/page-title.tsx';
import { Button } from '@client/components/ui/button.tsx';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';

export default function NotFoundPage() {
  return (
    <section className="container-page flex min-h-[65vh] flex-col items-center justify-center py-20 text-center">
      <PageTitle title="Page Not Found" />
      <h1 className="flex flex-col items-center gap-2 font-display text-foreground">
        <span className="text-8xl leading-none font-semibold text-gold sm:text-9xl">404</span>{' '}
        <span className="text-3xl sm:text-4xl">Page Not Found</span>
      </h1>
      <div className="hairline mx-auto mt-8 w-24" aria-hidden="true" />
      <p className="mt-8 max-w-md text-muted-foreground">Did you forget to add the page to the router?</p>
      <Button asChild className="mt-10">
        <Link to="/">
          <ArrowLeft aria-hidden="true" />
          Return Home
        </Link>
      </Button>
    </section>
  );
}
