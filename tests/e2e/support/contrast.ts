import type { Page } from 'playwright-core';

export type ContrastProblem = { text: string; ratio: number; needed: number; color: string; background: string };

/**
 * Text whose colour does not stand out enough from what is behind it (WCAG 2 AA: 4.5:1, 3:1 for large
 * text). The background is the first opaque one up the tree; text over a picture or a gradient is skipped,
 * as are hidden and empty elements. Runs in the page, on what Chromium has really painted.
 */
export function contrastProblems(page: Page): Promise<ContrastProblem[]> {
  return page.evaluate<ContrastProblem[]>(CHECK);
}

/** Plain JavaScript, run in the page (the tests' TypeScript has no DOM types). */
const CHECK = `(() => {
        const parse = (value) => {
      const match = value.match(/rgba?\\(([^)]+)\\)/);
      if (!match) return null;
      const parts = match[1].split(/[\\s,/]+/).filter(Boolean).map(Number);
      return [parts[0], parts[1], parts[2], parts[3] ?? 1];
    };
    const luminance = ([r, g, b]) => {
      const channel = (value) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const blend = (top, bottom) => [
      top[0] * top[3] + bottom[0] * (1 - top[3]),
      top[1] * top[3] + bottom[1] * (1 - top[3]),
      top[2] * top[3] + bottom[2] * (1 - top[3]),
      1,
    ];
    const doc = document;
    const view = window;
    /** The painted background behind an element, or null when a picture or gradient is in the way. */
    const backgroundOf = (element) => {
      const layers = [];
      for (let node = element; node; node = node.parentElement) {
        const style = view.getComputedStyle(node);
        if (style.backgroundImage !== 'none' || node.tagName === 'IMG') return null;
        const colour = parse(style.backgroundColor);
        if (colour && colour[3] > 0) {
          layers.push(colour);
          if (colour[3] >= 1) break;
        }
      }
      let result = [255, 255, 255, 1];
      for (const layer of layers.reverse()) result = blend(layer, result);
      return result;
    };
    const problems = [];
    const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT);
    const seen = new Set();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || seen.has(element) || !node.textContent && node.textContent.trim()) continue;
      seen.add(element);
      const style = view.getComputedStyle(element);
      const box = element.getBoundingClientRect();
      if (style.visibility !== 'visible' || Number(style.opacity) === 0 || box.width === 0 || box.height === 0) continue;
      if (element.closest('[aria-hidden="true"], svg, [disabled]')) continue;
      const background = backgroundOf(element);
      const colour = parse(style.color);
      if (!background || !colour) continue;
      const fg = blend(colour, background);
      const [light, dark] = [luminance(fg), luminance(background)].sort((a, b) => b - a);
      const ratio = (light + 0.05) / (dark + 0.05);
      const size = parseFloat(style.fontSize);
      const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
      const needed = large ? 3 : 4.5;
      if (ratio < needed) {
        problems.push({
          text: node.textContent.trim().slice(0, 40),
          ratio: Math.round(ratio * 100) / 100,
          needed,
          color: style.color,
          background: 'rgb(' + background.slice(0, 3).map(Math.round).join(', ') + ')',
        });
      }
    }
    return problems;
})()`;
