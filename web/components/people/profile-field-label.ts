import { useTranslation } from 'react-i18next';
import { profileFieldLabel, type ProfileFieldKey, type ProfileFieldPlace } from '../../../contract/profile-fields.ts';

/**
 * A profile field's label (`profileFields.*` in contract/i18n), in the wording of the place that
 * shows it: the profile page's (no place), the card's or the host's view of a guest.
 */
export function useFieldLabel(place?: ProfileFieldPlace): (key: ProfileFieldKey) => string {
  const { t } = useTranslation();
  return (key) => t(profileFieldLabel(key), { context: place });
}
