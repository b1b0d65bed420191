/**
 * The address the service worker stores the app's shell under (the page with an empty root). The server
 * answers it with the shell, never a rendered page; every other fetch of a page, the worker's
 * network-first fetch of a navigation included, gets the page rendered with its data.
 */
export const OFFLINE_SHELL_QUERY = 'offline-shell';
export const OFFLINE_SHELL_URL = `/?${OFFLINE_SHELL_QUERY}`;
