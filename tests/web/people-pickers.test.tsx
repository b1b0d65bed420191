import { MockedProvider } from '@apollo/client/testing/react';
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { system } from '../../web/src/app/system';
import { TeamFormDialog } from '../../web/src/features/management/TeamFormDialog';
import { graphql } from '../../web/src/gql';

// The picker's own query, as the dialog sends it: names only, no e-mail asked for.
const TeamPeople = graphql(`
  query TeamPeople {
    assignableUsers {
      id
      name
    }
  }
`);

describe('manager and coach pickers', () => {
  it('list people by name, never by e-mail address', async () => {
    render(
      <ChakraProvider value={system}>
        <MockedProvider
          mocks={[
            {
              request: { query: TeamPeople },
              result: {
                data: {
                  assignableUsers: [
                    { __typename: 'UserOption', id: 7, name: 'Marcus Joseph' },
                    { __typename: 'UserOption', id: 9, name: null },
                  ],
                },
              },
            },
          ]}
        >
          <TeamFormDialog
            team={null}
            clubs={[{ id: 1, name: 'Spice SC' }]}
            defaultClubId="1"
            open
            onClose={vi.fn()}
            onSaved={vi.fn()}
          />
        </MockedProvider>
      </ChakraProvider>,
    );
    const manager = await screen.findByLabelText<HTMLSelectElement>('Manager');
    await waitFor(() => expect(manager.options.length).toBe(3));
    const labels = [...manager.options].map((option) => option.textContent);
    expect(labels).toEqual(['No manager', 'Marcus Joseph', 'Account #9']);
    expect(labels.join(' ')).not.toContain('@');
  });
});
