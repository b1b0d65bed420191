import { Box, HStack, chakra } from '@chakra-ui/react';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export type TabSpec = { id: string; label: string; content: ReactNode };

/**
 * WAI-ARIA tabs (arrow keys move between them) without Chakra's Tabs recipe, which the theme leaves out
 * to keep the public bundle small. Every panel is rendered, the others `hidden`, and a tab's look follows its
 * `aria-selected`: a visitor's page without the app switches them with web/src/visitor/tabs.ts (which finds
 * them by `data-tabs` and `data-tab`), and the server's CSS holds only the styles its rendering used.
 */
export function Tabs({
  label,
  tabs,
  selected,
  onSelect,
}: {
  label: string;
  tabs: TabSpec[];
  selected: string;
  onSelect: (id: string) => void;
}) {
  const base = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = tabs.find((tab) => tab.id === selected) ?? tabs[0];
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = (index + step + tabs.length) % tabs.length;
    onSelect(tabs[next].id);
    refs.current[next]?.focus();
  };
  return (
    // The label keys the fan's choice when a fresh rendering replaces this (readViewState in visitor/tabs.ts).
    <Box data-tabs={label}>
      <HStack
        role="tablist"
        aria-label={label}
        gap={{ base: '0', md: '1' }}
        borderBottomWidth="2px"
        borderColor="line"
        overflowX="auto"
        mb="4"
      >
        {tabs.map((tab, index) => {
          const active = tab.id === current.id;
          return (
            <chakra.button
              key={tab.id}
              ref={(element: HTMLButtonElement | null) => {
                refs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${tab.id}`}
              aria-selected={active}
              aria-controls={`${base}-panel-${tab.id}`}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              onKeyDown={(event: KeyboardEvent) => onKeyDown(event, index)}
              px={{ base: '1', md: '4' }}
              flexGrow={{ base: 1, md: 0 }}
              py="2"
              mb="-2px"
              fontWeight="semibold"
              // Four tabs in 12px fit a 360-pixel phone's card; in 14px "Scorecard" or "Charts" fell off its edge.
              fontSize={{ base: 'xs', sm: 'sm' }}
              whiteSpace="nowrap"
              color="sea.fg"
              borderBottomWidth="3px"
              borderColor="transparent"
              cursor="pointer"
              _hover={{ color: 'ink' }}
              // `[aria-selected=true]`: the same rule styles whichever tab is selected, by React or without it.
              _selected={{ color: 'ink', borderColor: 'sunset.500' }}
              _focusVisible={{ outline: '2px solid', outlineColor: 'sea.500', outlineOffset: '-2px' }}
              data-tab={tab.id}
              data-testid={`tab-${tab.id}`}
            >
              {tab.label}
            </chakra.button>
          );
        })}
      </HStack>
      {tabs.map((tab) => (
        <Box
          key={tab.id}
          role="tabpanel"
          id={`${base}-panel-${tab.id}`}
          aria-labelledby={`${base}-tab-${tab.id}`}
          tabIndex={0}
          hidden={tab.id !== current.id}
          data-tab={tab.id}
          data-testid={`panel-${tab.id}`}
        >
          {tab.content}
        </Box>
      ))}
    </Box>
  );
}
