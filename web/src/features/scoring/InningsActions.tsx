import { Button, Field, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { asyncHandler } from '../../lib/async-handler';
import { Sheet } from './Sheet';
import type { Outbox } from './useOutbox';
import { useT } from '../../i18n/use-t';

/**
 * Between balls: declare the innings, enter a rain revision (DLS), end a chase for no further play at its
 * par score, or complete a tied match as a tie. Each is an event like a ball: queued with its key, undone
 * by the same undo.
 */
export function InningsActions({
  outbox,
  innings,
  battingTeamId,
  chase,
  tied,
}: {
  outbox: Outbox;
  innings: number;
  battingTeamId: number | null;
  /** The second innings: a revision may set a new target. */
  chase: boolean;
  /** Level with both innings closed: a super over or a tie. */
  tied: boolean;
}) {
  const t = useT();
  const [sheet, setSheet] = useState<'declare' | 'revise' | 'par' | null>(null);
  const [overs, setOvers] = useState('');
  const [target, setTarget] = useState('');
  const [par, setPar] = useState('');
  return (
    <Stack gap="2">
      <SimpleGrid columns={2 + (tied ? 1 : 0) + (chase ? 1 : 0)} gap="2">
        <Button variant="outline" size="sm" onClick={() => setSheet('declare')}>
          {t('cricket.innings.declare')}
        </Button>
        <Button variant="outline" size="sm" onClick={() => setSheet('revise')}>
          {t('cricket.innings.revise')}
        </Button>
        {chase ? (
          <Button variant="outline" size="sm" onClick={() => setSheet('par')}>
            {t('cricket.innings.noFurtherPlay')}
          </Button>
        ) : null}
        {tied ? (
          <Button variant="outline" size="sm" onClick={asyncHandler(() => outbox.tap({ kind: 'tie' }))}>
            {t('cricket.innings.tie')}
          </Button>
        ) : null}
      </SimpleGrid>
      <Sheet
        title={t('cricket.innings.declareTitle', { innings })}
        open={sheet === 'declare'}
        onClose={() => setSheet(null)}
        footer={
          <Button
            colorPalette="sunset"
            onClick={asyncHandler(async () => {
              setSheet(null);
              await outbox.tap({ kind: 'close', input: { innings, battingTeamId, reason: 'DECLARED' } });
            })}
          >
            {t('cricket.innings.declare')}
          </Button>
        }
      >
        <Text>{t('cricket.innings.declareText')}</Text>
      </Sheet>
      <Sheet
        title={t('cricket.innings.reviseTitle', { innings })}
        open={sheet === 'revise'}
        onClose={() => setSheet(null)}
        footer={
          <Button
            colorPalette="sea"
            disabled={!overs}
            onClick={asyncHandler(async () => {
              setSheet(null);
              await outbox.tap({
                kind: 'revise',
                input: {
                  innings,
                  battingTeamId,
                  overs: Number(overs),
                  target: chase && target ? Number(target) : null,
                },
              });
            })}
          >
            {t('cricket.innings.reviseRecord')}
          </Button>
        }
      >
        <SimpleGrid columns={chase ? 2 : 1} gap="2">
          <Field.Root>
            <Field.Label>{t('cricket.innings.revisedOvers')}</Field.Label>
            <Input
              inputMode="decimal"
              value={overs}
              onChange={(event) => setOvers(event.target.value)}
              placeholder="16"
            />
          </Field.Root>
          {chase ? (
            <Field.Root>
              <Field.Label>{t('cricket.innings.revisedTarget')}</Field.Label>
              <Input inputMode="numeric" value={target} onChange={(event) => setTarget(event.target.value)} />
            </Field.Root>
          ) : null}
        </SimpleGrid>
      </Sheet>
      <Sheet
        title={t('cricket.innings.noFurtherPlay')}
        open={sheet === 'par'}
        onClose={() => setSheet(null)}
        footer={
          <Button
            colorPalette="sunset"
            disabled={!/^\d+$/.test(par)}
            onClick={asyncHandler(async () => {
              setSheet(null);
              await outbox.tap({
                kind: 'close',
                input: { innings, battingTeamId, reason: 'CLOSED', par: Number(par) },
              });
            })}
          >
            {t('cricket.innings.endOnPar')}
          </Button>
        }
      >
        <Stack gap="2">
          <Text>{t('cricket.innings.parText')}</Text>
          <Field.Root>
            <Field.Label>{t('cricket.innings.parScore')}</Field.Label>
            <Input inputMode="numeric" value={par} onChange={(event) => setPar(event.target.value)} />
          </Field.Root>
        </Stack>
      </Sheet>
    </Stack>
  );
}
