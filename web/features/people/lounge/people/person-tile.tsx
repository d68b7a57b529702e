import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PersonCard } from '../../../../../contract/people.ts';
import { PersonTile as Tile } from '../../../../components/people/person-tile.tsx';
import { useLoungeActions } from '../lounge-context.tsx';
import { SaveButton } from './save-button.tsx';

/** One person in the lounge: the name opens the whole card in place. */
export function PersonTile({ card, place, extra }: { card: PersonCard; place: string; extra?: ReactNode }) {
  const { t } = useTranslation();
  const { lounge, openCard, startChat } = useLoungeActions();
  return (
    <Tile
      card={card}
      open={{ onClick: () => openCard(card) }}
      badge={card.participationType && t(`people.participationTypes.${card.participationType}`)}
      saveButton={<SaveButton eventId={lounge.eventId} card={card} place={place} />}
      onChat={() => startChat(card)}
      extra={extra}
      testId="person-tile"
    />
  );
}
