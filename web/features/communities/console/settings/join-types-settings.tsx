import { Button, Group, Stack, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { communityLimits } from '../../../../../contract/communities.ts';
import { showToast } from '../../../../components/ui/toast.tsx';
import { useAddJoinType } from '../community-console.api.ts';
import classes from '../community-console.module.css';
import { useConsoleCommunity } from '../console-context.tsx';
import { JoinTypeSettings } from './join-type-settings.tsx';

/** The member types applicants choose from, each with its profile form; a new one starts with an empty form. */
export function JoinTypesSettings() {
  const { t } = useTranslation();
  const { community } = useConsoleCommunity();
  const add = useAddJoinType(community.id);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    if (!name.trim()) {
      setError(t('validation.required'));
      return;
    }
    add.mutate(
      { name: name.trim() },
      {
        onSuccess: () => {
          showToast('success', t('communityConsole.joinTypes.added', { name: name.trim() }));
          setName('');
        },
      },
    );
  };
  return (
    <section className={classes.card} aria-labelledby="join-types-heading">
      <h2 id="join-types-heading" className={classes.cardTitle}>
        {t('communityConsole.joinTypes.title')}
      </h2>
      <p className={classes.meta}>{t('communityConsole.joinTypes.lead')}</p>
      <Stack gap="lg" mt="md">
        {community.joinTypes.map((joinType) => (
          <JoinTypeSettings key={joinType.id} joinType={joinType} canArchive={community.joinTypes.length > 1} />
        ))}
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Group align="flex-start" gap="sm">
            <TextInput
              className={classes.grow}
              label={t('communityConsole.joinTypes.newName')}
              value={name}
              maxLength={communityLimits.joinTypeName}
              error={error}
              onChange={(event) => {
                setName(event.currentTarget.value);
                setError(null);
              }}
            />
            <Button
              type="submit"
              radius="xl"
              mt={24}
              variant="light"
              leftSection={<IconPlus size={16} aria-hidden />}
              loading={add.isPending}
            >
              {t('communityConsole.joinTypes.add')}
            </Button>
          </Group>
        </form>
      </Stack>
    </section>
  );
}
