import { Container, Flex, Heading, SimpleGrid, Spinner, Text } from '@chakra-ui/react';
import { Fragment, type ReactNode } from 'react';
import { LoadErrorAlert } from '../../components/LoadErrorAlert';

/**
 * The scaffold of the Clubs, Teams and Tournaments pages: heading with its action, then the list's states
 * in order: 'Error loading {noun}: …', a spinner while nothing is loaded, the empty state, or the card grid.
 */
export function ManagementListPage<Item extends { id: number }>({
  title,
  intro,
  action,
  notice,
  noun,
  loadingLabel,
  error,
  loading,
  items,
  empty,
  renderItem,
  children,
}: {
  title: string;
  intro: ReactNode;
  action: ReactNode;
  /** Shown between the heading and the list. */
  notice?: ReactNode;
  /** Plural, lower case: 'clubs'. */
  noun: string;
  /** The spinner's name: 'Loading clubs'. */
  loadingLabel: string;
  error: { message: string } | undefined;
  /** True only while there is nothing to show yet. */
  loading: boolean;
  items: Item[];
  empty: ReactNode;
  renderItem: (item: Item) => ReactNode;
  /** The page's dialog. */
  children?: ReactNode;
}) {
  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      <Flex
        justify="space-between"
        align={{ base: 'start', md: 'center' }}
        gap="4"
        direction={{ base: 'column', md: 'row' }}
      >
        <div>
          <Heading as="h1" size="2xl" color="ink">
            {title}
          </Heading>
          <Text mt="1" color="fg.muted">
            {intro}
          </Text>
        </div>
        {action}
      </Flex>

      {notice}

      <Flex mt="8" direction="column">
        {error ? (
          <LoadErrorAlert noun={noun} error={error} />
        ) : loading ? (
          <Spinner color="sea.fg" aria-label={loadingLabel} />
        ) : items.length === 0 ? (
          empty
        ) : (
          <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4">
            {items.map((item) => (
              <Fragment key={item.id}>{renderItem(item)}</Fragment>
            ))}
          </SimpleGrid>
        )}
      </Flex>

      {children}
    </Container>
  );
}
