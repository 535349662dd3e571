import { describe, expect, it } from 'vitest';
import { withSelectedProject } from './selected-project';

describe('withSelectedProject', () => {
  it('narrows a list without a project filter to the selected project', () => {
    expect(withSelectedProject({ status: ['CONFIRMED'] }, 2)).toEqual({
      status: ['CONFIRMED'],
      project: '2',
    });
    expect(withSelectedProject({ project: null }, 3)).toEqual({ project: '3' });
  });

  it("keeps the list's own project filter and does nothing without a selection", () => {
    expect(withSelectedProject({ project: '1' }, 2)).toEqual({ project: '1' });
    expect(withSelectedProject({ status: [] }, null)).toEqual({ status: [] });
  });
});
