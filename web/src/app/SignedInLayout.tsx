import { Box } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';
import { BrandHeader } from '../components/BrandHeader';

/** The layout of signed-in pages (the accounts work gives it its navigation and guards). */
export function SignedInLayout() {
  return (
    <Box minH="100vh">
      <BrandHeader />
      <Box as="main">
        <Outlet />
      </Box>
    </Box>
  );
}
