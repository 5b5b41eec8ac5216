import { useState } from 'react';

/**
 * A paged admin list's filter (the loyalty audit's filters, the accounting days) and its page: a
 * new filter starts again at page 1, as the pages of the old one mean nothing for it.
 */
export function useFilteredPages<Filter>(initial: Filter | (() => Filter)) {
  const [filter, setFilter] = useState(initial);
  const [page, setPage] = useState(1);
  const changeFilter = (next: Filter) => {
    setFilter(next);
    setPage(1);
  };
  return { filter, changeFilter, page, setPage };
}
