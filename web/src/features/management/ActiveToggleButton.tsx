import { Button } from '@chakra-ui/react';
import { useConfirm } from '../../components/ConfirmDialog';
import type { MessageId } from '../../i18n/message-ids';
import { useT } from '../../i18n/use-t';

/** Each noun's words: its confirmation and its button. */
const WORDS: Record<
  'Club' | 'Team',
  { title: MessageId; message: MessageId; deactivate: MessageId; reactivate: MessageId }
> = {
  Club: {
    title: 'management.toggle.club.title',
    message: 'management.toggle.club.message',
    deactivate: 'management.toggle.club.deactivate',
    reactivate: 'management.toggle.club.reactivate',
  },
  Team: {
    title: 'management.toggle.team.title',
    message: 'management.toggle.team.message',
    deactivate: 'management.toggle.team.deactivate',
    reactivate: 'management.toggle.team.reactivate',
  },
};

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
  const t = useT();
  const words = WORDS[noun];
  const { confirm, dialog } = useConfirm();
  const toggle = async () => {
    if (isActive) {
      const sure = await confirm({
        title: t(words.title),
        message: t(words.message, { name }),
        confirmLabel: t(words.deactivate),
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
        {isActive ? t(words.deactivate) : t(words.reactivate)}
      </Button>
      {dialog}
    </>
  );
}
