import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderUi } from '../../../ui/renderUi';
import { StepError } from './StepFrame';

describe("a booking step's error", () => {
  const original = Element.prototype.scrollIntoView;
  afterEach(() => {
    Element.prototype.scrollIntoView = original;
  });

  it.each([
    ['ru', 'Повторить'],
    ['kk', 'Қайталау'],
    ['en', 'Try again'],
  ] as const)('comes to the middle of the screen with Retry focused, so it is not left under the sticky button (%s)', async (lng, retry) => {
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element, options?: boolean | ScrollIntoViewOptions) {
      expect(options).toEqual({ block: 'center' });
      scrolled.push(this);
    };
    renderUi(<StepError onRetry={() => undefined} text="Связь прервалась" />, lng);
    const alert = await screen.findByRole('alert');
    expect(scrolled).toEqual([alert]);
    expect(screen.getByRole('button', { name: retry })).toHaveFocus();
  });
});
