import { Button, Flex, Text } from '@radix-ui/themes';

interface ListPagingProps {
  page: number;
  pages: number;
  total: number;
  /** What the list counts: 'transaction' / 'transactions'. */
  noun: { one: string; other: string };
  onPage: (page: number) => void;
}

/** 'Page 2 of 5 · 112 transactions' with Previous and Next, under an admin list. */
export function ListPaging({ page, pages, total, noun, onPage }: ListPagingProps) {
  return (
    <Flex justify="between" align="center" gap="3" wrap="wrap">
      <Text size="2" color="gray" aria-live="polite">
        Page {page} of {pages} · {total} {total === 1 ? noun.one : noun.other}
      </Text>
      <Flex gap="2">
        <Button variant="soft" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <Button variant="soft" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </Flex>
    </Flex>
  );
}
