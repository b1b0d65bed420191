import { ChakraProvider } from '@chakra-ui/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { system } from '../../web/src/app/system';
import { CricketCommentary, type CricketInnings } from '../../web/src/features/matches/centre/CricketCentre';
import { Tabs, type TabSpec } from '../../web/src/features/matches/centre/Tabs';
import { readViewState, restoreViewState, startTabs } from '../../web/src/visitor/tabs';

const knights = { id: 1, name: 'Trinbago Knight Riders' };
const patriots = { id: 2, name: 'St Kitts Patriots' };

/** An innings of `balls` commentary lines, "0.1 ball 1" first: the centre shows them newest first. */
function innings(number: number, team: typeof knights, balls: number): CricketInnings {
  return {
    number,
    superOver: false,
    battingTeam: team,
    runs: balls,
    wickets: 0,
    legalBalls: balls,
    overs: `${Math.floor(balls / 6)}.${balls % 6}`,
    target: null,
    closed: null,
    allOut: false,
    runsNeeded: null,
    ballsLeft: null,
    requiredRunRate: null,
    extras: { wides: 0, noBalls: 0, byes: 0, legByes: 0, penalty: 0, total: 0 },
    striker: null,
    nonStriker: null,
    currentBowler: null,
    thisOver: null,
    batting: [],
    bowling: [],
    fallOfWickets: [],
    partnerships: [],
    yetToBat: [],
    runsPerOver: [],
    powerplays: [],
    reviews: [],
    replacements: [],
    commentary: Array.from({ length: balls }, (_, index) => ({
      ball: `${Math.floor(index / 6)}.${(index % 6) + 1}`,
      text: `${team.name} ball ${index + 1}`,
      chip: '1',
      runs: 1,
      wicket: false,
    })),
  };
}

/** 50 balls of the first innings and 25 of the second: 75 lines, 15 past the first 60. */
const card = [innings(1, patriots, 50), innings(2, knights, 25)];

const centreTabs = (): TabSpec[] => [
  { id: 'scorecard', label: 'Scorecard', content: <p>The card</p> },
  { id: 'commentary', label: 'Commentary', content: <CricketCommentary innings={card} empty="No balls bowled yet." /> },
  { id: 'charts', label: 'Charts', content: <p>The charts</p> },
];

/** The match centre's tabs as the server renders them for a visitor: the default tab selected, nothing behind them. */
function serverMarkup(): string {
  return renderToString(
    <ChakraProvider value={system}>
      <Tabs label="Match centre" tabs={centreTabs()} selected="scorecard" onSelect={() => {}} />
    </ChakraProvider>,
  );
}

const tab = (id: string) => document.querySelector<HTMLElement>(`[data-testid="tab-${id}"]`)!;
const panel = (id: string) => document.querySelector<HTMLElement>(`[data-testid="panel-${id}"]`)!;
const shown = (element: Element) => element.closest('[hidden]') === null;
const visibleLines = () => [...document.querySelectorAll('[data-testid="commentary-line"]')].filter(shown);
const showAll = () => document.querySelector<HTMLButtonElement>('button[data-action="show-all"]');
const press = (element: Element, key: string) =>
  element.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));

/** Which tab is selected, and whether each tab's state and each panel's agree with it. */
function selectedTab(): string {
  const selected = [...document.querySelectorAll<HTMLElement>('[role="tab"]')].filter(
    (element) => element.getAttribute('aria-selected') === 'true',
  );
  expect(selected).toHaveLength(1);
  const id = selected[0].dataset.tab!;
  for (const element of document.querySelectorAll<HTMLElement>('[role="tab"]')) {
    const on = element.dataset.tab === id;
    expect(element.getAttribute('aria-selected')).toBe(String(on));
    expect(element.tabIndex).toBe(on ? 0 : -1);
  }
  for (const element of document.querySelectorAll<HTMLElement>('[role="tabpanel"]')) {
    expect(element.hidden).toBe(element.dataset.tab !== id);
  }
  return id;
}

describe("the match centre's tabs on a visitor's page without the app", () => {
  let stop = () => {};
  beforeAll(() => {
    stop = startTabs();
  });
  afterAll(() => stop());

  beforeEach(() => {
    document.body.innerHTML = `<div id="root">${serverMarkup()}</div>`;
  });
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('arrive with every panel, the default one alone showing, each tied to its tab', () => {
    expect(document.querySelectorAll('[role="tabpanel"]')).toHaveLength(3);
    expect(selectedTab()).toBe('scorecard');
    expect(shown(panel('scorecard'))).toBe(true);
    expect(panel('commentary').textContent).toContain('Trinbago Knight Riders ball 25');
    for (const id of ['scorecard', 'commentary', 'charts']) {
      expect(tab(id).getAttribute('aria-controls')).toBe(panel(id).id);
      expect(panel(id).getAttribute('aria-labelledby')).toBe(tab(id).id);
    }
  });

  it('look alike whichever is selected: the server sends the selected look as a rule on aria-selected', () => {
    const classes = new Set(['scorecard', 'commentary', 'charts'].map((id) => tab(id).className));
    expect(classes.size).toBe(1);
  });

  it('show the panel of the tab tapped and hide the others', () => {
    tab('commentary').click();
    expect(selectedTab()).toBe('commentary');
    expect(shown(panel('commentary'))).toBe(true);
    tab('charts').click();
    expect(selectedTab()).toBe('charts');
  });

  it('move selection and focus with the arrow keys, wrapping round', () => {
    tab('scorecard').focus();
    // Not the page's to scroll as well.
    expect(press(tab('scorecard'), 'ArrowLeft')).toBe(false);
    expect(selectedTab()).toBe('charts');
    expect(document.activeElement).toBe(tab('charts'));
    press(tab('charts'), 'ArrowRight');
    expect(selectedTab()).toBe('scorecard');
    expect(document.activeElement).toBe(tab('scorecard'));
    press(tab('scorecard'), 'ArrowRight');
    expect(selectedTab()).toBe('commentary');
    // Other keys are the browser's.
    expect(press(tab('commentary'), 'Enter')).toBe(true);
    expect(selectedTab()).toBe('commentary');
  });

  it('show the newest 60 balls, and the rest on "show all"', () => {
    tab('commentary').click();
    const lines = visibleLines();
    expect(lines).toHaveLength(60);
    expect(lines[0].textContent).toContain('Trinbago Knight Riders ball 25');
    const button = showAll()!;
    expect(button.textContent).toBe('Show all 75 balls');
    const rest = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(rest.hidden).toBe(true);
    button.click();
    expect(rest.hidden).toBe(false);
    expect(showAll()).toBeNull();
    expect(visibleLines()).toHaveLength(75);
    expect(visibleLines().at(-1)!.textContent).toContain('St Kitts Patriots ball 1');
  });

  it('keep the tab, the revealed balls and the focus through a fresh rendering of the page', () => {
    // The ids the state names must be the same in the next rendering.
    expect(serverMarkup()).toBe(document.getElementById('root')!.innerHTML);
    tab('commentary').click();
    showAll()!.click();
    tab('commentary').focus();
    const state = readViewState(document);
    expect(state.selected).toEqual({ 'Match centre': 'commentary' });

    document.getElementById('root')!.innerHTML = serverMarkup();
    expect(selectedTab()).toBe('scorecard');
    expect(visibleLines()).toHaveLength(0);
    restoreViewState(document, state);
    expect(selectedTab()).toBe('commentary');
    expect(visibleLines()).toHaveLength(75);
    expect(showAll()).toBeNull();
    expect(document.activeElement).toBe(tab('commentary'));
  });

  it('leave a fresh rendering as the server drew it when the fan chose nothing', () => {
    const state = readViewState(document);
    expect(state).toEqual({ selected: { 'Match centre': 'scorecard' }, revealed: [], focused: null });
    document.getElementById('root')!.innerHTML = serverMarkup();
    restoreViewState(document, state);
    expect(selectedTab()).toBe('scorecard');
    tab('commentary').click();
    expect(visibleLines()).toHaveLength(60);
    expect(showAll()).not.toBeNull();
  });

  it('stop answering once stopped', () => {
    stop();
    try {
      tab('charts').click();
      expect(selectedTab()).toBe('scorecard');
    } finally {
      stop = startTabs();
    }
  });
});

function CentreInTheApp() {
  const [selected, setSelected] = useState('scorecard');
  return <Tabs label="Match centre" tabs={centreTabs()} selected={selected} onSelect={setSelected} />;
}

describe("the match centre's tabs in the app", () => {
  beforeEach(() => {
    render(
      <ChakraProvider value={system}>
        <CentreInTheApp />
      </ChakraProvider>,
    );
  });

  it('give the selected tab its look by a rule on aria-selected, whoever selects it', () => {
    const tabs = screen.getAllByRole('tab');
    expect(new Set(tabs.map((element) => element.className)).size).toBe(1);
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('');
    const selector = `.${tabs[0].className}:is([aria-selected=true], [data-selected])`;
    expect(css).toContain(`${selector}{color:var(--chakra-colors-ink);border-color:var(--chakra-colors-sunset-500);`);
  });

  it('switch panels on a tap and with the arrow keys', () => {
    expect(screen.getByRole('tabpanel').textContent).toBe('The card');
    fireEvent.click(screen.getByRole('tab', { name: 'Charts' }));
    expect(selectedTab()).toBe('charts');
    expect(screen.getByRole('tabpanel').textContent).toBe('The charts');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Charts' }), { key: 'ArrowRight' });
    expect(selectedTab()).toBe('scorecard');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Scorecard' }));
  });

  it('show all the balls on "show all", and the button goes', () => {
    fireEvent.click(screen.getByRole('tab', { name: 'Commentary' }));
    expect(visibleLines()).toHaveLength(60);
    fireEvent.click(screen.getByRole('button', { name: 'Show all 75 balls' }));
    expect(visibleLines()).toHaveLength(75);
    expect(showAll()).toBeNull();
  });
});
