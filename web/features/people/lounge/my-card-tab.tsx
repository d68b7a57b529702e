import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { CardForm } from './card/card-form.tsx';
import { CardPrompt } from './card/card-prompt.tsx';
import { myCardQuery } from './lounge.api.ts';
import { useLoungeActions } from './lounge-context.tsx';
import classes from './lounge.module.css';

/** My Card: every value of my card and, field by field, whether others see it. */
export function MyCardTab() {
  const { t } = useTranslation();
  const { lounge } = useLoungeActions();
  const card = useQuery({ ...myCardQuery, enabled: lounge.hasCard });
  if (!lounge.hasCard) return <CardPrompt reason="myCard" />;
  if (!card.data) return <Spinner />;
  return (
    <div className={classes.tabBody}>
      <Text size="sm" c="dimmed" mb="md">
        {t('lounge.card.myCardLead', { handle: card.data.handle })}
      </Text>
      <CardForm key={card.data.updatedAt} eventId={lounge.eventId} source={card.data} mode="edit" />
    </div>
  );
}
