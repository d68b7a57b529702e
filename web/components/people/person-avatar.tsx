import { Avatar, Image, Modal, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { readableInitialsColors } from '../ui/initials-colors.ts';
import classes from './people.module.css';

/** A person's photo; a click enlarges it in a modal. Without a photo, their initial. */
export function PersonAvatar({ name, avatarUrl, size }: { name: string; avatarUrl: string | null; size: number }) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const alt = t('lounge.avatar.alt', { name });
  if (!avatarUrl) {
    return (
      <Avatar name={name} color="initials" allowedInitialsColors={readableInitialsColors} size={size} radius={999} alt={alt} />
    );
  }
  return (
    <>
      <UnstyledButton onClick={open} aria-label={t('lounge.avatar.enlarge', { name })} className={classes.avatarButton}>
        <Avatar src={avatarUrl} alt={alt} size={size} radius={999} />
      </UnstyledButton>
      <Modal
        opened={opened}
        onClose={close}
        title={alt}
        centered
        size="lg"
        closeButtonProps={{ 'aria-label': t('lounge.close') }}
      >
        <Image src={avatarUrl} alt={alt} radius="md" />
      </Modal>
    </>
  );
}
