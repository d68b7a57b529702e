import { describe, expect, it } from 'vitest';
import { deliverableProblem, fileSize } from './deliverable-file.ts';

describe('a deliverable before it goes up', () => {
  it('takes jpg, jpeg, png and pdf up to 30 MB, whatever the case of the extension', () => {
    for (const name of ['deck.pdf', 'shot.JPG', 'shot.jpeg', 'logo.png'])
      expect(deliverableProblem({ name, size: 1000 })).toBeNull();
    expect(deliverableProblem({ name: 'deck.pdf', size: 30 * 1024 * 1024 })).toBeNull();
  });

  it('refuses other formats and bigger files with the spec’s messages', () => {
    expect(deliverableProblem({ name: 'code.zip', size: 1000 })).toBe('errors.unsupportedFileFormat');
    expect(deliverableProblem({ name: 'pdf', size: 1000 })).toBe('errors.unsupportedFileFormat');
    expect(deliverableProblem({ name: 'deck.pdf', size: 30 * 1024 * 1024 + 1 })).toBe('errors.fileSizeExceeded');
  });

  it('says its size in the page’s language', () => {
    expect(fileSize(2.5 * 1024 * 1024, 'en')).toBe('2.5 MB');
    expect(fileSize(300, 'en')).toBe('1 kB');
  });
});
