import { Badge, Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../../i18n/use-t';

/** The card of the management lists: name and status badge, an optional description, detail lines, actions. */
export function ManagementCard({
  testId,
  title,
  badge,
  description,
  footer,
  children,
}: {
  testId: string;
  title: string;
  badge: ReactNode;
  description: string | null | undefined;
  footer: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card.Root as="article" bg="surface" borderColor="line" data-testid={testId}>
      <Card.Body>
        <Stack gap="2">
          <HStack justify="space-between" align="start">
            <Card.Title as="h3" color="ink">
              {title}
            </Card.Title>
            {badge}
          </HStack>
          {description ? <Card.Description>{description}</Card.Description> : null}
          {children}
        </Stack>
      </Card.Body>
      <Card.Footer gap="2">{footer}</Card.Footer>
    </Card.Root>
  );
}

/** A small muted detail line of a card. */
export function CardDetail({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <Text fontSize="sm" color="fg.muted" data-testid={testId}>
      {children}
    </Text>
  );
}

/** The card's bold count line: '3 teams', '1 player'. */
export function CardCount({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <Text fontSize="sm" fontWeight="semibold" color="sea.fg" data-testid={testId}>
      {children}
    </Text>
  );
}

/** 'Active' in green or 'Inactive' in grey, for clubs and teams. */
export function ActiveBadge({ isActive }: { isActive: boolean }) {
  const t = useT();
  return (
    <Badge colorPalette={isActive ? 'green' : 'gray'}>
      {isActive ? t('management.card.active') : t('management.card.inactive')}
    </Badge>
  );
}

/** The card's outlined link to its own page: 'View Teams', 'View Roster', 'View Details'. */
export function CardViewLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button asChild colorPalette="sea" variant="outline" size="sm">
      <RouterLink to={to}>{children}</RouterLink>
    </Button>
  );
}

/** The card's 'Manage' button, which opens its Manage dialog. */
export function CardManageButton({ onClick }: { onClick: () => void }) {
  const t = useT();
  return (
    <Button colorPalette="sea" size="sm" onClick={onClick}>
      {t('management.card.manage')}
    </Button>
  );
}
