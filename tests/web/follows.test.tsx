import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_FOLLOWED, readFollows, toggleFollow, useFollows } from '../../web/src/features/follow/follows';

function Count() {
  const follows = useFollows();
  return <p>{follows.teams.map((team) => team.name).join(',') || 'none'}</p>;
}

describe('follows kept in the browser', () => {
  beforeEach(() => window.localStorage.clear());

  it('follows and unfollows, newest first, and a component re-renders', () => {
    render(<Count />);
    expect(screen.getByText('none')).toBeTruthy();
    act(() => {
      expect(toggleFollow('teams', { id: 1, name: 'Harbour Lights' })).toBe(true);
      toggleFollow('teams', { id: 2, name: 'Coral Reef' });
    });
    expect(screen.getByText('Coral Reef,Harbour Lights')).toBeTruthy();
    act(() => {
      expect(toggleFollow('teams', { id: 1, name: 'Harbour Lights' })).toBe(false);
    });
    expect(screen.getByText('Coral Reef')).toBeTruthy();
    expect(JSON.parse(window.localStorage.getItem('pitchside.follows')!)).toEqual({
      teams: [{ id: 2, name: 'Coral Reef' }],
      matches: [],
    });
  });

  it(`keeps at most ${MAX_FOLLOWED} and shrugs off a damaged entry`, () => {
    for (let id = 1; id <= MAX_FOLLOWED + 5; id += 1) toggleFollow('matches', { id, name: `Match ${id}` });
    expect(readFollows().matches).toHaveLength(MAX_FOLLOWED);
    expect(readFollows().matches[0].id).toBe(MAX_FOLLOWED + 5);
    window.localStorage.setItem('pitchside.follows', '{"teams":[{"id":"x"},{"id":4,"name":"Ok"}],"matches":7}');
    expect(readFollows()).toEqual({ teams: [{ id: 4, name: 'Ok' }], matches: [] });
    window.localStorage.setItem('pitchside.follows', 'not json');
    expect(readFollows()).toEqual({ teams: [], matches: [] });
  });
});
