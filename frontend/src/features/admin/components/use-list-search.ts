import { useState } from 'react';

/** An admin list's search: the search box's props, the records it leaves, and the line for none; `what` names the records ('casinos'). */
export function useListSearch<Item>(items: readonly Item[] | undefined, matches: (item: Item, search: string) => boolean, what: string) {
  const [search, setSearch] = useState('');
  return {
    box: { search, onSearch: setSearch, placeholder: `Search ${what}...`, searchLabel: `Search ${what}` },
    shown: (items ?? []).filter((item) => matches(item, search)),
    emptyText: search.trim() ? `No ${what} found matching your search` : `No ${what} found`,
  };
}
