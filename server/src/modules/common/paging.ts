import { InputError } from '../../core/errors.js';

/** The one page-size ceiling of every list (GraphQL `first`, REST `limit`). */
export const MAX_PAGE_SIZE = 100;

/** A page size of 1 to MAX_PAGE_SIZE, or a clear error naming the argument. */
export function checkPageSize(name: string, value: number): void {
  if (!Number.isInteger(value) || value < 1 || value > MAX_PAGE_SIZE) {
    throw new InputError({ [name]: `Must be between 1 and ${MAX_PAGE_SIZE}.` });
  }
}
