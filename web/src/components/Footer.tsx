import { Box, Container, Link as ChakraLink } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { LANGUAGE_NAMES, LANGUAGE_PARAM, LANGUAGES } from '../../../shared/i18n/languages';
import { useLanguage, useT } from '../i18n/use-t';

/** The footer's lines, plain elements styled from the footer. */
const FOOTER_STYLES = {
  '& .footer__name': { fontWeight: 'bold' },
  '& .footer__about': { fontSize: 'sm', mt: '1', color: 'sand.200' },
  '& .footer__links': { fontSize: 'sm', mt: '3' },
  '& .footer__languages': { fontSize: 'sm', mt: '3', display: 'flex', flexWrap: 'wrap', gap: '3' },
  '& .footer__languages a': { color: 'sand.100', textDecoration: 'underline' },
  '& .footer__languages [aria-current]': { fontWeight: 'bold', textDecoration: 'none' },
  '& .footer__credit': { fontSize: 'xs', mt: '3', color: 'sand.300' },
} as const;

/**
 * The language switch: the same page in each language. A whole page load, so the server renders it in the
 * new language and keeps the choice in a cookie.
 */
function LanguageSwitch() {
  const t = useT();
  const current = useLanguage();
  const { pathname, search } = useLocation();
  const hrefIn = (language: string) => {
    const params = new URLSearchParams(search);
    params.set(LANGUAGE_PARAM, language);
    return `${pathname}?${params.toString()}`;
  };
  return (
    <nav className="footer__languages" aria-label={t('layout.footer.languages')}>
      {LANGUAGES.map((language) => (
        <a
          key={language}
          href={hrefIn(language)}
          hrefLang={language}
          lang={language}
          aria-current={language === current ? 'true' : undefined}
        >
          {LANGUAGE_NAMES[language]}
        </a>
      ))}
    </nav>
  );
}

export function Footer() {
  const t = useT();
  return (
    <Box as="footer" mt="16" py="8" bg="sea.900" color="sand.100" css={FOOTER_STYLES}>
      <Container maxW="6xl">
        <p className="footer__name">Pitchside</p>
        <p className="footer__about">{t('layout.footer.about')}</p>
        <p className="footer__links">
          <ChakraLink asChild color="sand.100" textDecoration="underline">
            <RouterLink to="/developers">{t('layout.footer.developers')}</RouterLink>
          </ChakraLink>
        </p>
        <LanguageSwitch />
        <p className="footer__credit">{t('layout.footer.credit')}</p>
      </Container>
    </Box>
  );
}
