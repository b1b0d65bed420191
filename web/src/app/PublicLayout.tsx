import { Box } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';
import { BrandHeader } from '../components/BrandHeader';
import { Footer } from '../components/Footer';
import { OfflineNotice } from '../components/OfflineNotice';

export function PublicLayout() {
  return (
    <Box minH="100vh" display="flex" flexDirection="column">
      <BrandHeader />
      <OfflineNotice />
      <Box as="main" flex="1">
        <Outlet />
      </Box>
      <Footer />
    </Box>
  );
}
