import { describe, expect, it } from 'vitest';
import { toFormValues, toRequest, validateProject } from './project-form-values.ts';

const filled = () => ({
  ...toFormValues(null),
  title: 'Night Owls',
  teamName: 'Owls',
  trackId: 'track-1',
  description: '<p>We build at night.</p>',
});

describe('the project form', () => {
  it('says what is missing in the spec’s words', () => {
    expect(validateProject(toFormValues(null))).toMatchObject({
      title: 'validation.project.titleRequired',
      teamName: 'validation.project.teamNameRequired',
      trackId: 'validation.project.trackRequired',
      description: 'validation.project.descriptionRequired',
    });
  });

  it('sends empty links as null and a contact only with both parts', () => {
    const request = toRequest({
      ...filled(),
      links: { sourceCode: ' https://github.com/owls ', demoVideo: '', presentation: '', other: '' },
    });
    expect(request.links).toEqual({ sourceCode: 'https://github.com/owls', demoVideo: null, presentation: null, other: null });
    expect(request.contact).toBeNull();
    expect(validateProject(filled())).toEqual({});
    expect(validateProject({ ...filled(), contactValue: 'owls@example.com' })).toHaveProperty('contactMethod');
    expect(validateProject({ ...filled(), contactMethod: 'EMAIL', contactValue: 'owls@example.com' })).toEqual({});
  });

  it('puts a broken link and a bad keyword on their own fields', () => {
    const errors = validateProject({
      ...filled(),
      links: { sourceCode: 'not a link', demoVideo: '', presentation: '', other: '' },
      keywords: ['ok', 'no spaces'],
    });
    expect(errors['links.sourceCode']).toBe('validation.invalidUrl');
    expect(errors.keywords).toBe('validation.topicCharacterRestriction');
  });
});
