import { RESOURCE_MESSAGES } from '@mentorbridge/shared';
import { createResource } from '@test/resource-fixtures';
import { describe, expect, it } from 'vitest';
import { checkDetails, emptyResourceValues, resourceToValues } from './resource-form-values';

const M = RESOURCE_MESSAGES;

describe('resource form values', () => {
  it('gives the spec messages for the required fields', () => {
    const result = checkDetails(emptyResourceValues());
    expect(result.errors).toMatchObject({
      title: { message: M.titleRequired },
      category: { message: M.categoryRequired },
      description: { message: M.descriptionRequired },
    });
    const other = checkDetails({ ...emptyResourceValues(), title: 'T', description: 'D', category: 'Other' });
    expect(other.errors).toEqual({
      customCategory: expect.objectContaining({ message: M.customCategoryRequired }),
    });
  });

  it('sends the four fields, tags split on commas, trimmed, empties and repeats dropped', () => {
    const result = checkDetails({
      ...emptyResourceValues(),
      title: '  Resume Kit ',
      description: ' One page. ',
      category: 'Resume Template',
      customCategory: 'ignored',
      tags: ' resume, , freshers,resume ',
    });
    expect(result.body).toEqual({
      title: 'Resume Kit',
      description: 'One page.',
      category: 'Resume Template',
      tags: ['resume', 'freshers'],
    });
  });

  it('keeps Other with its custom category beside it', () => {
    const result = checkDetails({
      ...emptyResourceValues(),
      title: 'GD topics',
      description: 'Topics',
      category: 'Other',
      customCategory: ' Group Discussion ',
    });
    expect(result.body).toEqual({
      title: 'GD topics',
      description: 'Topics',
      category: 'Other',
      customCategory: 'Group Discussion',
      tags: [],
    });
  });

  it('prefills the edit form; a category outside the list comes back as Other with its text', () => {
    expect(resourceToValues(createResource({ category: 'Mock Tests', tags: ['a', 'b'] }))).toMatchObject({
      category: 'Mock Tests',
      customCategory: '',
      tags: 'a, b',
    });
    expect(resourceToValues(createResource({ category: 'Group Discussion' }))).toMatchObject({
      category: 'Other',
      customCategory: 'Group Discussion',
    });
  });
});
