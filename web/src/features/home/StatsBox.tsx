import { Box, Heading, SimpleGrid, Text } from '@chakra-ui/react';

/** A small box of counts (the landing page's statistics, the tournament's quick stats). */
export function StatsBox({
  title,
  items,
  id,
}: {
  title: string;
  items: { label: string; value: number | string }[];
  id: string;
}) {
  return (
    <Box
      as="section"
      aria-labelledby={`${id}-heading`}
      bg="surface"
      borderWidth="1px"
      borderColor="line"
      borderRadius="xl"
      p="4"
      data-testid={id}
    >
      <Heading as="h2" size="md" id={`${id}-heading`} color="ink" mb="3">
        {title}
      </Heading>
      <SimpleGrid as="dl" columns={items.length > 3 ? 2 : items.length} gap="3">
        {items.map((item) => (
          // The term comes first, as a description list needs; the number still shows above its label.
          <Box key={item.label} display="flex" flexDirection="column-reverse" justifyContent="flex-end">
            <Text as="dt" fontSize="sm" color="fg.muted">
              {item.label}
            </Text>
            <Text as="dd" fontSize="2xl" fontWeight="bold" color="sea.fg" data-testid={`stat-${item.label}`}>
              {item.value}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
    </Box>
  );
}
