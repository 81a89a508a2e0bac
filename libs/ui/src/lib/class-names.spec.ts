import { classNames } from './class-names';

type Names = (string | false | null | undefined)[];

describe('classNames', () => {
  it.each<{ names: Names; expected: string }>([
    { names: [], expected: '' },
    { names: [undefined, false, null, ''], expected: '' },
    { names: ['card'], expected: 'card' },
    { names: ['card', false, 'grid', undefined, 'removable'], expected: 'card grid removable' },
  ])('joins $names into "$expected"', ({ names, expected }) => {
    expect(classNames(...names)).toBe(expected);
  });
});
