import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import postcss, { type AtRule, type Rule } from 'postcss';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { TwoColumn, twoColumnClass } from './TwoColumn';

// Read as text: the test runner does not load stylesheets, and jsdom applies no media queries.
const stylesheet = postcss.parse(readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../styles/global.css'), 'utf8'));

/** The declarations the stylesheet gives a selector inside a `min-width` media query (or outside any, for `null`). */
function declared(selector: string, minWidth: string | null): Record<string, string> {
  const found: Record<string, string> = {};
  stylesheet.walkRules((rule: Rule) => {
    const media = rule.parent?.type === 'atrule' ? (rule.parent as AtRule).params : null;
    if (media !== (minWidth && `(min-width: ${minWidth})`) || !rule.selectors.includes(selector)) return;
    rule.walkDecls((decl) => {
      found[decl.prop] = decl.value;
    });
  });
  return found;
}

describe('TwoColumn', () => {
  it('keeps its two children as they are, in their order, and places them with classes', () => {
    render(
      <TwoColumn side="start" width="s" className="search__layout">
        <aside aria-label="Фильтры">фильтры</aside>
        <section aria-label="Салоны">салоны</section>
      </TwoColumn>,
    );
    const filters = screen.getByRole('complementary', { name: 'Фильтры' });
    const layout = filters.parentElement!;
    expect(layout).toHaveClass('two-column', 'two-column--side-start', 'two-column--s', 'two-column--from-l', 'search__layout');
    expect(layout).not.toHaveClass('two-column--sticky');
    expect([...layout.children]).toEqual([filters, screen.getByRole('region', { name: 'Салоны' })]);
  });

  it('defaults to a 360 px side column at the end from 1024 px, and can hide itself as a skeleton', () => {
    const { container } = render(
      <TwoColumn sticky aria-hidden>
        <div />
        <div />
      </TwoColumn>,
    );
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(container.firstElementChild).toHaveClass(twoColumnClass({ sticky: true }), { exact: true });
    expect(twoColumnClass({})).toBe('two-column two-column--side-end two-column--m two-column--from-l');
  });

  it('is one column on a phone', () => {
    expect(declared('.two-column', null)).toMatchObject({ display: 'grid', 'grid-template-columns': 'minmax(0, 1fr)' });
    expect(declared('.two-column', null)['--two-column-side']).toBe('360px');
    expect(declared('.two-column--s', null)['--two-column-side']).toBe('280px');
    expect(declared('.two-column--l', null)['--two-column-side']).toBe('400px');
  });

  it('gives the main column the whole width when the side one has nothing in it, after the wide rules', () => {
    expect(declared('.two-column:has(> :empty)', null)['grid-template-columns']).toBe('minmax(0, 1fr)');
    expect(declared('.two-column:has(> :only-child)', null)['grid-template-columns']).toBe('minmax(0, 1fr)');
    const order: string[] = [];
    stylesheet.walkRules((rule: Rule) => {
      if (rule.selector.startsWith('.two-column:has') || rule.selector.includes('.two-column--from-')) order.push(rule.selector);
    });
    expect(order.at(-1)).toContain('.two-column:has(> :empty)');
  });

  it.each([
    ['m', '768px'],
    ['l', '1024px'],
  ])('from %s (%s) stands the side column at its width on its side, and a sticky one stays under the header', (from, width) => {
    expect(declared('.two-column--side-end', null)['--two-column-wide']).toBe('minmax(0, 1fr) var(--two-column-side)');
    expect(declared('.two-column--side-start', null)['--two-column-wide']).toBe('var(--two-column-side) minmax(0, 1fr)');
    expect(declared(`.two-column--from-${from}`, null)).toEqual({});
    expect(declared(`.two-column--from-${from}`, width)['grid-template-columns']).toBe('var(--two-column-wide)');
    for (const side of [
      `.two-column--from-${from}.two-column--sticky.two-column--side-end > :last-child`,
      `.two-column--from-${from}.two-column--sticky.two-column--side-start > :first-child`,
    ]) {
      expect(declared(side, width)).toMatchObject({ position: 'sticky', top: 'calc(var(--header-height) + var(--space-4))' });
    }
  });
});
