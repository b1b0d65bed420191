import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { ChakraProvider } from '@chakra-ui/react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { system } from '../../web/src/app/system';
import { ClubFormDialog } from '../../web/src/features/management/ClubFormDialog';
import { graphql } from '../../web/src/gql';

const CreateClub = graphql(`
  mutation CreateClub($input: ClubInput!) {
    createClub(input: $input) {
      id
      ...ClubCard_club
    }
  }
`);

function renderDialog(mocks: MockLink.MockedResponse[], onSaved = vi.fn()) {
  render(
    <ChakraProvider value={system}>
      <MockedProvider mocks={mocks}>
        <ClubFormDialog club={null} open onClose={vi.fn()} onSaved={onSaved} />
      </MockedProvider>
    </ChakraProvider>,
  );
  return onSaved;
}

describe('Create Club dialog', () => {
  it('checks the name and the e-mail in the browser before sending anything', async () => {
    const onSaved = renderDialog([]);
    fireEvent.click(await screen.findByRole('button', { name: 'Create Club' }));
    expect(await screen.findByText('Club name is required')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Club name/), { target: { value: 'Spice SC' } });
    fireEvent.change(screen.getByLabelText('Contact email'), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Club' }));
    expect(await screen.findByText('Enter a valid e-mail address')).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("shows 'Creating...' while sending and keeps the modal open with the spec's alert on failure", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onSaved = renderDialog([
      {
        request: { query: CreateClub, variables: { input: { name: 'Spice SC' } } },
        error: new Error('network down'),
        delay: 50,
      },
    ]);
    fireEvent.change(await screen.findByLabelText(/Club name/), { target: { value: ' Spice SC ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Club' }));
    expect(await screen.findByText('Creating...')).toBeTruthy();
    expect(await screen.findByText('Failed to create club. Please try again.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Creating...')).toBeNull());
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
  });
});
