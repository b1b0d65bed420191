/** The one page-size ceiling of every list (GraphQL `first`, REST `limit`). */
export const MAX_PAGE_SIZE = 100;
