import { BrowseListingsAction, EmptyState, ErrorState } from '@client/components/blocks/empty-state.tsx';
import { Button } from '@client/components/ui/button.tsx';
import { NativeSelect } from '@client/components/ui/native-select.tsx';
import { Skeleton } from '@client/components/ui/skeleton.tsx';
import { toast } from '@client/components/ui/toaster.tsx';
import { errorText } from '@client/lib/api.ts';
import {
  ALERT_FREQUENCIES,
  ALERT_FREQUENCY_LABELS,
  type AlertFrequency,
  MAX_SAVED_SEARCHES,
} from '@shared/domain/saved-search.ts';
import { describeFilters, type SavedSearch, savedSearchParams } from '@shared/schemas/saved-searches.ts';
import { BellRing, Search, Trash2 } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useDeleteSavedSearch, useSavedSearches, useUpdateSavedSearch } from '../api.ts';

/** The account's saved searches (/account/alerts): what each looks for, how often it writes, what is new. */
export function SavedSearchList() {
  const searches = useSavedSearches();

  if (searches.isPending) return <SavedSearchListSkeleton />;
  if (searches.isError)
    return (
      <ErrorState
        what="Your saved searches"
        retrying={searches.isFetching}
        onRetry={() => void searches.refetch()}
      />
    );
  if (searches.data.length === 0)
    return (
      <EmptyState
        headingLevel="h2"
        icon={BellRing}
        title="No saved searches yet"
        action={<BrowseListingsAction />}
      >
        Set the filters you like on the browse page and choose “Save this search”: we will e-mail you when new
        cars match.
      </EmptyState>
    );
  return (
    <section aria-labelledby="saved-searches-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="saved-searches-title" className="font-display text-3xl text-foreground">
          Saved searches
        </h2>
        <p className="text-sm text-muted-foreground">
          {searches.data.length} of {MAX_SAVED_SEARCHES}
        </p>
      </div>
      <ul className="flex flex-col gap-3">
        {searches.data.map((s) => (
          <SavedSearchRow key={s.id} search={s} />
        ))}
      </ul>
    </section>
  );
}

function SavedSearchRow({ search }: { search: SavedSearch }) {
  const update = useUpdateSavedSearch();
  const remove = useDeleteSavedSearch();
  const navigate = useNavigate();
  const query = savedSearchParams(search.filters).toString();
  const selectId = `saved-search-${search.id}-frequency`;

  const changeFrequency = (frequency: AlertFrequency) =>
    update.mutate(
      { id: search.id, patch: { frequency } },
      {
        onSuccess: () =>
          toast.success('Alert updated', {
            description: `${search.name}: ${ALERT_FREQUENCY_LABELS[frequency]}`,
          }),
        onError: (e) =>
          toast.error('Could not change the alert', { description: errorText(e, 'Please try again.') }),
      },
    );
  const open = () => {
    // Looking at the results is the visit: the new-car count starts again from here.
    update.mutate({ id: search.id, patch: { seen: true } });
    navigate(`/listings${query ? `?${query}` : ''}`);
  };
  const del = () =>
    remove.mutate(search.id, {
      onSuccess: () => toast.success('Saved search deleted', { description: search.name }),
      onError: (e) =>
        toast.error('Could not delete the search', { description: errorText(e, 'Please try again.') }),
    });

  return (
    <li
      className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-4 sm:flex-row sm:items-center sm:gap-6 sm:p-5"
      aria-labelledby={`saved-search-${search.id}-name`}
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <h3
            id={`saved-search-${search.id}-name`}
            className="truncate text-lg font-semibold text-foreground"
          >
            {search.name}
          </h3>
          {search.newSinceLastVisit > 0 ? (
            <span className="rounded-full bg-gold/15 px-2.5 py-0.5 text-xs font-medium text-gold">
              {search.newSinceLastVisit} new since last visit
            </span>
          ) : (
            <span className="text-xs text-muted-foreground">Nothing new since last visit</span>
          )}
        </div>
        <p className="text-sm text-muted-foreground">{describeFilters(search.filters)}</p>
      </div>
      <div className="flex flex-wrap items-center gap-2 sm:flex-nowrap">
        <label htmlFor={selectId} className="sr-only">
          E-mail alerts for {search.name}
        </label>
        <NativeSelect
          id={selectId}
          wrapperClassName="w-full sm:w-44"
          value={search.frequency}
          disabled={update.isPending}
          onChange={(e) => changeFrequency(e.target.value as AlertFrequency)}
        >
          {ALERT_FREQUENCIES.map((f) => (
            <option key={f} value={f}>
              {ALERT_FREQUENCY_LABELS[f]}
            </option>
          ))}
        </NativeSelect>
        <Button variant="outline" onClick={open}>
          <Search aria-hidden="true" />
          View cars<span className="sr-only"> for {search.name}</span>
        </Button>
        <Button
          variant="ghost"
          size="icon"
          onClick={del}
          disabled={remove.isPending}
          aria-label={`Delete ${search.name}`}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}

function SavedSearchListSkeleton() {
  return (
    <div role="status" aria-label="Loading your saved searches" className="flex flex-col gap-3">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-24 w-full rounded-xl" />
      ))}
    </div>
  );
}
