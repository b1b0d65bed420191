import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KNOWN_ERROR_CODES } from '../../server/src/graphql/errors';
import { ApiDocsRoute } from '../../web/src/features/developers/ApiDocsRoute';
import { recordingClient, renderWithClient } from './support/recording-client';

/** Apollo's own codes, which /developers explains with the query limits rather than in the table. */
const APOLLO_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
  'BAD_REQUEST',
]);

describe('/developers lists the error codes', () => {
  it('has a row for every code the server answers with, IDEMPOTENCY_KEY_REUSED included', () => {
    renderWithClient(recordingClient({}).client, <ApiDocsRoute />);
    const table = within(screen.getByTestId('api-errors'));
    const domainCodes = KNOWN_ERROR_CODES.filter((code) => !APOLLO_CODES.has(code));
    expect(domainCodes).toContain('IDEMPOTENCY_KEY_REUSED');
    for (const code of domainCodes) expect(table.getByText(code)).toBeTruthy();
  });
});
