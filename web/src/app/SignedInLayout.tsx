import { Box, Button, Container, Flex, HStack, Image, Link as ChakraLink, Text, VStack } from '@chakra-ui/react';
import { useState } from 'react';
import { NavLink, Outlet } from 'react-router-dom';
import { BrandMark } from '../components/BrandHeader';
import { ColorModeToggle } from '../components/ColorModeToggle';
import { RequireStaff } from '../features/auth/guards';
import { useLogout } from '../features/auth/useLogout';
import { useViewer, type Viewer } from '../features/auth/useViewer';
import type { MessageId } from '../i18n/message-ids';
import { useT } from '../i18n/use-t';
import { asyncHandler } from '../lib/async-handler';

const NAV_LINKS: { label: MessageId; to: string }[] = [
  { label: 'layout.staffNav.dashboard', to: '/admin' },
  { label: 'layout.staffNav.users', to: '/admin/users' },
  { label: 'layout.staffNav.tournaments', to: '/tournaments' },
  { label: 'layout.staffNav.clubs', to: '/clubs' },
  { label: 'layout.staffNav.teams', to: '/teams' },
  { label: 'layout.staffNav.myMatches', to: '/my-matches' },
  { label: 'layout.staffNav.myTeams', to: '/my-teams' },
];

function initials(viewer: Viewer): string {
  const source = viewer.name?.trim() || viewer.email || '?';
  return source
    .split(/[\s@.]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
}

function Avatar({ viewer }: { viewer: Viewer }) {
  if (viewer.profilePicture) {
    return (
      <Image
        src={viewer.profilePicture}
        alt=""
        w="8"
        h="8"
        borderRadius="full"
        objectFit="cover"
        referrerPolicy="no-referrer"
      />
    );
  }
  return (
    <Flex
      aria-hidden
      w="8"
      h="8"
      borderRadius="full"
      bg="sunset.400"
      color="white"
      align="center"
      justify="center"
      fontSize="sm"
      fontWeight="bold"
    >
      {initials(viewer)}
    </Flex>
  );
}

function NavItems({ onNavigate, direction }: { onNavigate?: () => void; direction: 'row' | 'column' }) {
  const t = useT();
  const Stack = direction === 'row' ? HStack : VStack;
  return (
    <Stack
      as="ul"
      listStyleType="none"
      gap={direction === 'row' ? { base: '4', xl: '5' } : '1'}
      // French and Dutch names are longer ("Tableau de bord", "Mijn wedstrijden"): the row wraps, never the page.
      flexWrap={direction === 'row' ? 'wrap' : undefined}
      rowGap="1"
      justify={direction === 'row' ? 'center' : undefined}
      align="stretch"
      m="0"
      p="0"
    >
      {NAV_LINKS.map((link) => (
        <li key={link.to}>
          <ChakraLink
            asChild
            color="ink"
            fontWeight="medium"
            display="block"
            whiteSpace="nowrap"
            py={direction === 'row' ? '0' : '2'}
            css={{ '&[aria-current=page]': { color: 'sunset.fg', fontWeight: 'bold' } }}
          >
            <NavLink to={link.to} end onClick={onNavigate}>
              {t(link.label)}
            </NavLink>
          </ChakraLink>
        </li>
      ))}
    </Stack>
  );
}

function SignedInHeader({ viewer }: { viewer: Viewer }) {
  const t = useT();
  const { logout, pending } = useLogout();
  const [menuOpen, setMenuOpen] = useState(false);
  const displayName = viewer.name?.trim() || viewer.email || t('layout.account.fallbackName');
  return (
    <Box as="header" bg="surface" borderBottomWidth="1px" borderColor="line" position="sticky" top="0" zIndex="sticky">
      {/* Wider than the pages below: the seven links, the account and the toggle on one line on a laptop. */}
      <Container maxW="7xl" py="3">
        <Flex align="center" justify="space-between" gap="4">
          <BrandMark />
          {/* From lg the seven links sit in the header (on two lines where a language needs it); below it, in the menu. */}
          <Box as="nav" aria-label={t('layout.nav.main')} display={{ base: 'none', lg: 'block' }} flex="1" minW="0">
            <NavItems direction="row" />
          </Box>
          <HStack gap="3" display={{ base: 'none', lg: 'flex' }}>
            <ColorModeToggle />
            <Avatar viewer={viewer} />
            <Text
              fontWeight="medium"
              color="ink"
              data-testid="viewer-name"
              maxW={{ base: '24', xl: '40' }}
              truncate
              title={displayName}
            >
              {displayName}
            </Text>
            <Button size="sm" variant="outline" colorPalette="sea" onClick={asyncHandler(logout)} loading={pending}>
              {t('layout.account.signOut')}
            </Button>
          </HStack>
          <HStack gap="2" display={{ base: 'flex', lg: 'none' }}>
            <ColorModeToggle />
            <Button
              size="sm"
              variant="outline"
              colorPalette="sea"
              aria-expanded={menuOpen}
              aria-controls="mobile-menu"
              onClick={() => setMenuOpen((open) => !open)}
            >
              {menuOpen ? t('common.close') : t('layout.account.menu')}
            </Button>
          </HStack>
        </Flex>
        {menuOpen ? (
          <Box id="mobile-menu" display={{ base: 'block', lg: 'none' }} mt="3" pt="3" borderTopWidth="1px">
            <HStack gap="3" mb="3">
              <Avatar viewer={viewer} />
              <Text fontWeight="medium" color="ink">
                {displayName}
              </Text>
            </HStack>
            <Box as="nav" aria-label={t('layout.nav.mobile')}>
              <NavItems direction="column" onNavigate={() => setMenuOpen(false)} />
            </Box>
            <Button
              mt="3"
              w="full"
              size="sm"
              variant="outline"
              colorPalette="sea"
              onClick={asyncHandler(logout)}
              loading={pending}
            >
              {t('layout.account.signOut')}
            </Button>
          </Box>
        ) : null}
      </Container>
    </Box>
  );
}

/** The layout of signed-in pages: navigation, who is signed in, sign-out; guarded per section 4. */
export function SignedInLayout() {
  const { viewer } = useViewer();
  return (
    <RequireStaff>
      <Box minH="100vh" bg="page">
        {viewer ? <SignedInHeader viewer={viewer} /> : null}
        <Box as="main">
          <Outlet />
        </Box>
      </Box>
    </RequireStaff>
  );
}
