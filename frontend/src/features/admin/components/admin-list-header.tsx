import { Box, Flex, Heading, TextField } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { SearchIcon } from '../../../components/ui/icons';

interface AdminListHeaderProps {
  title: string;
  search: string;
  onSearch: (value: string) => void;
  placeholder: string;
  searchLabel: string;
  /** The tab's add button, when it has one. */
  action?: ReactNode;
}

/** The heading, search box and add button every admin list starts with. */
export function AdminListHeader({ title, search, onSearch, placeholder, searchLabel, action }: AdminListHeaderProps) {
  return (
    <Flex justify="between" align={{ initial: 'start', sm: 'center' }} direction={{ initial: 'column', sm: 'row' }} gap="3">
      <Heading as="h2" size="5">
        {title}
      </Heading>
      <Flex gap="3" align="center" width={{ initial: '100%', sm: 'auto' }}>
        <Box flexGrow="1" width={{ sm: '280px' }}>
          <TextField.Root type="search" placeholder={placeholder} aria-label={searchLabel} value={search} onChange={(event) => onSearch(event.target.value)}>
            <TextField.Slot>
              <SearchIcon width="16" height="16" />
            </TextField.Slot>
          </TextField.Root>
        </Box>
        {action}
      </Flex>
    </Flex>
  );
}
