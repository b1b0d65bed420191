import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { graphql } from '../../gql';
import type { Sport } from '../../gql/graphql';
import { describeError } from '../../lib/errors';
import { useT } from '../../i18n/use-t';
import { SelectField } from '../management/fields';

export const MyCompetitionsDocument = graphql(`
  query MyCompetitions {
    myCompetitions {
      id
      name
      sport
    }
  }
`);

const CreateCompetitionDocument = graphql(`
  mutation CreateCompetition($input: CompetitionInput!) {
    createCompetition(input: $input) {
      id
      name
      sport
    }
  }
`);

/**
 * The tournament form's choice of competition: the organiser's competitions of the tournament's sport, or
 * none; "New competition" names one of that sport and chooses it.
 */
export function CompetitionField({
  sport,
  value,
  onChange,
  error,
}: {
  sport: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const t = useT();
  const { data, refetch } = useQuery(MyCompetitionsDocument);
  const [createCompetition, created] = useMutation(CreateCompetitionDocument);
  const [adding, setAdding] = useState(false);
  const [name, setName] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const options = (data?.myCompetitions ?? [])
    .filter((competition) => competition.sport === sport)
    .map((competition) => ({ value: String(competition.id), label: competition.name }));

  // A competition of another sport cannot hold the tournament: changing the sport clears the choice.
  const known = !data || value === '' || options.some((option) => option.value === value);
  useEffect(() => {
    if (!known) onChange('');
  }, [known, onChange]);

  const create = async () => {
    setFailure(null);
    try {
      const result = await createCompetition({ variables: { input: { name, sport: sport as Sport } } });
      await refetch();
      if (result.data) onChange(String(result.data.createCompetition.id));
      setAdding(false);
      setName('');
    } catch (caught) {
      setFailure(describeError(caught, t));
    }
  };

  return (
    <Stack gap="2">
      <SelectField
        label={t('competitions.field.label')}
        value={value}
        onChange={onChange}
        options={options}
        placeholder={t('competitions.field.none')}
        error={error}
      />
      {adding ? (
        <Flex gap="2" direction={{ base: 'column', md: 'row' }}>
          <Input
            aria-label={t('competitions.field.newName')}
            placeholder={t('competitions.field.newNamePlaceholder')}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
          <Button colorPalette="sea" loading={created.loading} onClick={() => void create()}>
            {t('competitions.field.create')}
          </Button>
          <Button variant="ghost" onClick={() => setAdding(false)}>
            {t('common.cancel')}
          </Button>
        </Flex>
      ) : (
        <Button alignSelf="flex-start" size="xs" variant="outline" colorPalette="sea" onClick={() => setAdding(true)}>
          {t('competitions.field.new')}
        </Button>
      )}
      {failure ? (
        <Text color="red.fg" fontSize="sm" role="alert">
          {failure}
        </Text>
      ) : null}
    </Stack>
  );
}
