import { SearchField } from '@client/components/blocks/search-field.tsx';
import { type FormEvent, useEffect, useState } from 'react';
import { type SearchMode, SearchModeTabs } from './SearchModeTabs.tsx';

/** /listings' search box under the Buy/Sell toggle; the box follows the address (a shared link, Back, Reset). */
export function BrowseSearch({ query, onSearch }: { query: string; onSearch: (text: string) => void }) {
  const [mode, setMode] = useState<SearchMode>('buy');
  const [text, setText] = useState(query);
  useEffect(() => setText(query), [query]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <SearchModeTabs
      className="mt-7"
      inline
      mode={mode}
      onModeChange={setMode}
      buyPanel={
        <SearchField
          id="listings-search"
          landmark="Search listings"
          label="Search make, model or keyword"
          placeholder="Search make, model or keyword..."
          value={text}
          onValueChange={setText}
          onSubmit={submit}
          buttonClassName="px-5 sm:px-7"
          buttonText={<span className="sr-only sm:not-sr-only">Search</span>}
        />
      }
    />
  );
}
