import { Box, Button, Container, Flex, HStack, Link as ChakraLink } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useLogin } from '../features/auth/useLogin';
import { useLogout } from '../features/auth/useLogout';
import { isStaff, useViewer, type Viewer } from '../features/auth/useViewer';
import type { MessageId } from '../i18n/message-ids';
import { useT } from '../i18n/use-t';
import { asyncHandler } from '../lib/async-handler';
import { ColorModeToggle } from './ColorModeToggle';

/** An activated account, players included: who has "My teams". */
function isMember(viewer: Viewer): boolean {
  return viewer.isActive && viewer.isAccountActivated;
}

const NAV_LINKS: { label: MessageId; to: string }[] = [
  { label: 'layout.nav.browse', to: '/browse' },
  { label: 'layout.nav.tournaments', to: '/browse#tournaments' },
  { label: 'layout.nav.matches', to: '/browse#matches' },
  { label: 'layout.nav.standings', to: '/browse#standings' },
];

/** The logo's parts, plain elements styled from the link: a sea square, a sunset sun, a sand beach. */
const BRAND_MARK_STYLES = {
  _hover: { textDecoration: 'none' },
  '& .brand__lockup': { display: 'flex', alignItems: 'center', gap: '2' },
  '& .brand__logo': {
    w: '8',
    h: '8',
    borderRadius: 'lg',
    bg: 'sea.600',
    position: 'relative',
    overflow: 'hidden',
  },
  '& .brand__sun': {
    position: 'absolute',
    top: '1.5',
    left: '2',
    w: '4',
    h: '4',
    borderRadius: 'full',
    bg: 'sunset.400',
  },
  '& .brand__beach': { position: 'absolute', bottom: '0', left: '0', right: '0', h: '2.5', bg: 'sand.300' },
  '& .brand__name': { fontWeight: 'bold', fontSize: 'xl', color: 'ink', fontFamily: 'heading' },
} as const;

export function BrandMark() {
  const t = useT();
  return (
    <ChakraLink asChild css={BRAND_MARK_STYLES}>
      <RouterLink to="/" aria-label={t('layout.brand.home')}>
        <span className="brand__lockup">
          <span aria-hidden className="brand__logo">
            <span className="brand__sun" />
            <span className="brand__beach" />
          </span>
          <span className="brand__name">Pitchside</span>
        </span>
      </RouterLink>
    </ChakraLink>
  );
}

/** The public brand header: navigation and the Login button. */
export function BrandHeader() {
  const t = useT();
  const login = useLogin();
  // A signed-in person (on the sign-in steps, or browsing) sees Sign out rather than Login.
  const { viewer } = useViewer();
  const { logout, pending: logoutPending } = useLogout();
  return (
    <Box as="header" bg="surface" borderBottomWidth="1px" borderColor="line" position="sticky" top="0" zIndex="sticky">
      <Container maxW="6xl" py="3">
        <Flex align="center" justify="space-between" gap="4" wrap="wrap">
          <BrandMark />
          <HStack
            as="nav"
            aria-label={t('layout.nav.main')}
            gap={{ base: '4', md: '6' }}
            wrap="wrap"
            order={{ base: 3, md: 0 }}
            w={{ base: 'full', md: 'auto' }}
          >
            {NAV_LINKS.map((link) => (
              <ChakraLink key={link.label} asChild color="ink" fontWeight="medium">
                <RouterLink to={link.to}>{t(link.label)}</RouterLink>
              </ChakraLink>
            ))}
          </HStack>
          <HStack gap="2" wrap="wrap">
            <ColorModeToggle />
            {viewer ? (
              <>
                {isMember(viewer) ? (
                  <Button asChild colorPalette="sea" variant="ghost" size="sm">
                    <RouterLink to="/my-teams">{t('layout.header.myTeams')}</RouterLink>
                  </Button>
                ) : null}
                {isStaff(viewer) ? (
                  <Button asChild colorPalette="sea" variant="outline" size="sm">
                    <RouterLink to="/admin">{t('layout.header.dashboard')}</RouterLink>
                  </Button>
                ) : null}
                <Button colorPalette="sea" size="sm" onClick={asyncHandler(logout)} loading={logoutPending}>
                  {t('layout.header.signOut')}
                </Button>
              </>
            ) : (
              <Button
                colorPalette="sea"
                size="sm"
                onClick={asyncHandler(login.start)}
                loading={login.pending}
                data-action="login"
              >
                {t('layout.header.login')}
              </Button>
            )}
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
}
