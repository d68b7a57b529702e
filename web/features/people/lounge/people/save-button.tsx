import type { PersonCard } from '../../../../../contract/people.ts';
import { SavePersonButton } from '../../../../components/people/save-person-button.tsx';
import { useSavePerson } from '../lounge.api.ts';

/** Save or unsave a person in this event's lounge. */
export function SaveButton({ eventId, card, place }: { eventId: string; card: PersonCard; place: string }) {
  return <SavePersonButton card={card} place={place} save={useSavePerson(eventId)} />;
}
