import { Button } from '@chakra-ui/react';

/** 'Deactivate Club' / 'Reactivate Team': the left-hand action of a Manage dialog. */
export function ActiveToggleButton({
  noun,
  isActive,
  loading,
  onClick,
}: {
  noun: 'Club' | 'Team';
  isActive: boolean;
  loading: boolean;
  onClick: () => void;
}) {
  return (
    <Button variant="outline" colorPalette={isActive ? 'red' : 'green'} loading={loading} onClick={onClick} mr="auto">
      {isActive ? `Deactivate ${noun}` : `Reactivate ${noun}`}
    </Button>
  );
}
