import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { createApolloClient } from './app/apollo';
import { registerServiceWorker } from './app/offline-copy';
import { routes } from './app/router';
import { system } from './app/theme';

const client = createApolloClient();
const router = createBrowserRouter(routes);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ChakraProvider value={system}>
      <ApolloProvider client={client}>
        <RouterProvider router={router} />
      </ApolloProvider>
    </ChakraProvider>
  </StrictMode>,
);

// An embed, framed on a club's site, must stay small: no service worker precaching the whole app for its
// visitors (who have not opened Pitchside itself).
if (!window.location.pathname.startsWith('/embed/')) registerServiceWorker();
