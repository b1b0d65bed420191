import { Box, Container, Link as ChakraLink } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/** The footer's lines, plain elements styled from the footer. */
const FOOTER_STYLES = {
  '& .footer__name': { fontWeight: 'bold' },
  '& .footer__about': { fontSize: 'sm', mt: '1', color: 'sand.200' },
  '& .footer__links': { fontSize: 'sm', mt: '3' },
  '& .footer__credit': { fontSize: 'xs', mt: '3', color: 'sand.300' },
} as const;

export function Footer() {
  return (
    <Box as="footer" mt="16" py="8" bg="sea.900" color="sand.100" css={FOOTER_STYLES}>
      <Container maxW="6xl">
        <p className="footer__name">Pitchside</p>
        <p className="footer__about">
          Caribbean tournaments, live scores, results and standings. Prices in dollars ($).
        </p>
        <p className="footer__links">
          <ChakraLink asChild color="sand.100" textDecoration="underline">
            <RouterLink to="/developers">API for developers</RouterLink>
          </ChakraLink>
        </p>
        <p className="footer__credit">CPL 2023 results: Data: cricsheet.org (ODC-By 1.0).</p>
      </Container>
    </Box>
  );
}
