import { MockedProvider } from '@apollo/client/testing/react';
import { ChakraProvider } from '@chakra-ui/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { clubSchema } from '../../shared/validation/clubs';
import { fieldErrors } from '../../shared/validation/field-errors';
import { system } from '../../web/src/app/system';
import { ClubFormDialog } from '../../web/src/features/management/ClubFormDialog';
import { badClub } from '../support/form-cases';

describe('one schema for the server and the form', () => {
  it("shows the server's own words beside the fields, before sending anything", async () => {
    // The same input a server test sends to createClub: the shared schema answers it with these words.
    expect(fieldErrors(clubSchema, badClub.input)).toEqual(badClub.fields);
    const onSaved = vi.fn();
    // No mocked responses: any request would fail the save and show the failure alert.
    render(
      <ChakraProvider value={system}>
        <MockedProvider mocks={[]}>
          <ClubFormDialog club={null} open onClose={vi.fn()} onSaved={onSaved} />
        </MockedProvider>
      </ChakraProvider>,
    );
    fireEvent.change(await screen.findByLabelText(/Club name/), { target: { value: badClub.input.name } });
    fireEvent.change(screen.getByLabelText('Location'), { target: { value: badClub.input.location } });
    fireEvent.change(screen.getByLabelText('Contact email'), { target: { value: badClub.input.contactEmail } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Club' }));
    expect(await screen.findByText(badClub.fields.contactEmail)).toBeTruthy();
    expect(screen.getByText(badClub.fields.location)).toBeTruthy();
    expect(screen.queryByText('Failed to create club. Please try again.')).toBeNull();
    expect(onSaved).not.toHaveBeenCalled();
  });
});
