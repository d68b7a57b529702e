import { describe, expect, it } from 'vitest';
import { firstPlusCount, labelsOf } from './first-plus-count.ts';

describe('multi-select summary', () => {
  it('shows the first label and the count of the others', () => {
    expect(firstPlusCount([])).toBe('');
    expect(firstPlusCount(['React'])).toBe('React');
    expect(firstPlusCount(['React', 'Go', 'Rust'])).toBe('React +2');
  });

  it('finds each chosen value’s label in the select’s data, in the order chosen', () => {
    const data = [{ value: 'GO', label: 'Go' }, 'design', { group: 'Web', items: [{ value: 'REACT', label: 'React' }] }];
    expect(labelsOf(['REACT', 'GO', 'design'], data)).toEqual(['React', 'Go', 'design']);
    expect(labelsOf(['UNKNOWN'], data)).toEqual(['UNKNOWN']);
  });
});
