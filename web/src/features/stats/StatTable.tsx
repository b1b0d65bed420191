import { Box, Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export type StatColumn<Row> = {
  /** The header as read aloud; `short` is what the header shows (an <abbr> of the label). */
  label: string;
  short?: string;
  numeric?: boolean;
  cell: (row: Row) => ReactNode;
};

/** A table of figures: a caption for screen readers, column headers with their full names, numbers aligned. */
export function StatTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  testId,
}: {
  caption: string;
  columns: StatColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row, index: number) => string | number;
  testId?: string;
}) {
  return (
    <Box overflowX="auto" bg="surface" borderWidth="1px" borderColor="line" borderRadius="xl">
      <Table.Root size="sm" data-testid={testId} css={{ mdDown: { '& th, & td': { paddingInline: '1.5' } } }}>
        <Table.Caption srOnly>{caption}</Table.Caption>
        <Table.Header>
          <Table.Row>
            {columns.map((column) => (
              <Table.ColumnHeader key={column.label} scope="col" textAlign={column.numeric ? 'end' : undefined}>
                {column.short ? <abbr title={column.label}>{column.short}</abbr> : column.label}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row, index) => (
            <Table.Row key={rowKey(row, index)}>
              {columns.map((column) => (
                <Table.Cell key={column.label} textAlign={column.numeric ? 'end' : undefined}>
                  {column.cell(row)}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

/** A figure that may not exist yet (an average before a dismissal): two decimals, or a dash. */
export const decimal = (value: number | null | undefined) => (value == null ? '–' : value.toFixed(2));
