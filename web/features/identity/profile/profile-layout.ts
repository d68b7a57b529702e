import { profileInputKeys, type ProfileFieldGroup, type ProfileInputKey } from '../../../../contract/profile-fields.ts';
import { completeSections } from '../../../components/people/profile-field-layout.ts';

/**
 * The profile page's sections, for the form and the view alike. A field of the list placed nowhere
 * here goes at the end of its group's section.
 */
export const profileSections = completeSections<ProfileFieldGroup, ProfileInputKey>(
  [
    { id: 'about', rows: ['bio', 'tags'] },
    {
      id: 'work',
      rows: [['industry', 'organization'], ['jobTitle', 'yearsOfExperience'], 'skills'],
    },
    { id: 'contact', rows: [['location', 'detailAddress'], 'phoneNumber', 'socials', 'attachedFileUrl'] },
    { id: 'personal', rows: ['dateOfBirth'] },
  ],
  profileInputKeys,
  (group) => group,
);
