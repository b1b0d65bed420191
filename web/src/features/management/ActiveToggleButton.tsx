import { Button } from '@chakra-ui/react';
import { useConfirm } from '../../components/ConfirmDialog';

/**
 * 'Deactivate Club' / 'Reactivate Team': the left-hand action of a Manage dialog. Deactivating asks first;
 * reactivating, which undoes it, does not.
 */
export function ActiveToggleButton({
  noun,
  name,
  isActive,
  loading,
  onClick,
}: {
  noun: 'Club' | 'Team';
  name: string;
  isActive: boolean;
  loading: boolean;
  onClick: () => void;
}) {
  const { confirm, dialog } = useConfirm();
  const toggle = async () => {
    if (isActive) {
      const sure = await confirm({
        title: `Deactivate ${noun.toLowerCase()}`,
        message:
          noun === 'Club'
            ? `Deactivate ${name}? It stops taking new teams until you reactivate it.`
            : `Deactivate ${name}? It can no longer register for tournaments until you reactivate it.`,
        confirmLabel: `Deactivate ${noun}`,
      });
      if (!sure) return;
    }
    onClick();
  };
  return (
    <>
      <Button
        variant="outline"
        colorPalette={isActive ? 'red' : 'green'}
        loading={loading}
        onClick={() => void toggle()}
        mr="auto"
      >
        {isActive ? `Deactivate ${noun}` : `Reactivate ${noun}`}
      </Button>
      {dialog}
    </>
  );
}
