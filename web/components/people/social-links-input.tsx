import { ActionIcon, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconExternalLink, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { socialTypes, type SocialType } from '../../../contract/users.ts';
import classes from './social-links-input.module.css';

export type SocialLinkRow = { type: SocialType | null; url: string };

type Props = {
  label: string;
  value: SocialLinkRow[];
  onChange: (rows: SocialLinkRow[]) => void;
  typeLabel: (type: SocialType) => string;
  error?: string;
};

const opened = (url: string) => (/^https?:\/\//i.test(url.trim()) ? url.trim() : `https://${url.trim()}`);

/** A person's links, edited where they are shown: a type and an address per row, each openable. */
export function SocialLinksInput({ label, value, onChange, typeLabel, error }: Props) {
  const { t } = useTranslation();
  const used = value.map((row) => row.type);
  const change = (index: number, next: Partial<SocialLinkRow>) =>
    onChange(value.map((row, at) => (at === index ? { ...row, ...next } : row)));
  return (
    <Stack gap="xs" data-testid="social-links">
      <Text fw={500} size="sm">
        {label}
      </Text>
      {value.map((row, index) => (
        // Rows have no id of their own: a row is removed only by its button, and the rest render anew.
        <div className={classes.row} key={index}>
          <Select
            aria-label={t('people.links.type', { index: index + 1 })}
            placeholder={t('people.links.typePlaceholder')}
            value={row.type}
            allowDeselect={false}
            data={socialTypes.map((type) => ({
              value: type,
              label: typeLabel(type),
              disabled: type !== row.type && used.includes(type),
            }))}
            onChange={(type) => change(index, { type })}
          />
          <TextInput
            aria-label={t('people.links.url', { index: index + 1 })}
            placeholder="github.com/…"
            type="url"
            value={row.url}
            onChange={(event) => change(index, { url: event.currentTarget.value })}
          />
          {row.url.trim() ? (
            <ActionIcon
              component="a"
              href={opened(row.url)}
              target="_blank"
              rel="noopener noreferrer"
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={t('people.links.open', { name: row.type ? typeLabel(row.type) : row.url.trim() })}
            >
              <IconExternalLink size={18} aria-hidden />
            </ActionIcon>
          ) : (
            <span />
          )}
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={t('people.links.remove', { index: index + 1 })}
            onClick={() => onChange(value.filter((_row, at) => at !== index))}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </div>
      ))}
      {error && (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
      {value.length < socialTypes.length && (
        <Group>
          <Button
            variant="light"
            size="xs"
            radius="xl"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => onChange([...value, { type: null, url: '' }])}
          >
            {t('people.links.add')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
