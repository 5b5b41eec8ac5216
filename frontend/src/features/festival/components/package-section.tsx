import { Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { Fragment, type Key, type ReactNode } from 'react';

/** What a package section says while its list loads, when it failed, and when it is empty. */
export interface ListWords {
  loading: string;
  failed: string;
  none: string;
}

/** The read of a section's list, as the festival page's queries give it. */
export interface ListQuery<Item> {
  data: readonly Item[] | undefined;
  isPending: boolean;
  isError: boolean;
}

interface PackageSectionProps<Item> {
  headingId: string;
  title: string;
  /** What stands above the list whatever its state (the stay dates). */
  lead?: ReactNode;
  query: ListQuery<Item>;
  words: ListWords;
  /** Rooms are laid out two a row on wide screens; the other lists one under another. */
  twoColumns?: boolean;
  /** One item of the list. */
  children: (item: Item) => ReactNode;
}

/** One numbered section of the festival page's package: its heading, then its list or the line saying why there is none. */
export function PackageSection<Item extends { id: Key }>({ headingId, title, lead, query, words, twoColumns, children }: PackageSectionProps<Item>) {
  const items = query.data;
  const list = items?.map((item) => <Fragment key={item.id}>{children(item)}</Fragment>);
  return (
    <section aria-labelledby={headingId} className="package-section">
      <Heading as="h2" size="5" id={headingId} mb="3">
        {title}
      </Heading>
      {lead}
      {query.isPending ? (
        <Text color="gray">{words.loading}</Text>
      ) : query.isError ? (
        <Text color="red">{words.failed}</Text>
      ) : !items?.length ? (
        <Text color="gray">{words.none}</Text>
      ) : twoColumns ? (
        <Grid columns={{ initial: '1', md: '2' }} gap="3">
          {list}
        </Grid>
      ) : (
        <Flex direction="column" gap="3">
          {list}
        </Flex>
      )}
    </section>
  );
}
