import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DateStrip, type DateChoice } from './DateStrip';
import { renderUi } from './renderUi';

const days: DateChoice[] = Array.from({ length: 30 }, (_, i) => {
  const date = `2026-12-${String(i + 1).padStart(2, '0')}`;
  return {
    date,
    priceStr: 'от 6 000 ₸',
    fWeek: 'вт',
    fMonth: 'дек',
    fDate: String(i + 1),
    fTime: '',
    isSelected: i === 0,
    isDisabled: false,
    label: `${i + 1} декабря`,
  };
});

/** The strip's box as a wide screen lays it out: 8 of the 30 days in view, scrolled to `left`. */
function layOut(strip: HTMLElement, left: number) {
  Object.defineProperty(strip, 'clientWidth', { value: 700, configurable: true });
  Object.defineProperty(strip, 'scrollWidth', { value: 2520, configurable: true });
  Object.defineProperty(strip, 'scrollLeft', { value: left, configurable: true });
  fireEvent.scroll(strip);
}

describe('DateStrip', () => {
  it("a day that cannot be chosen says the strip's 'no time', or its own note (a day off)", async () => {
    const some = days.slice(0, 3).map((d, i) => (i === 0 ? d : { ...d, isDisabled: true, ...(i === 2 ? { note: 'Выходной' } : {}) }));
    renderUi(<DateStrip label="Дни" days={some} onSelect={() => {}} noTime="нет мест" />);
    const radios = within(await screen.findByRole('radiogroup', { name: 'Дни' })).getAllByRole('radio');
    expect(radios.map((r) => r.querySelector('.date-strip__price')?.textContent)).toEqual(['от 6 000 ₸', 'нет мест', 'Выходной']);
  });

  it('arrows scroll the days a screenful back and forward, each off at its end', async () => {
    renderUi(<DateStrip label="Дни" days={days} onSelect={() => {}} noTime="нет времени" />);
    const group = await screen.findByRole('radiogroup', { name: 'Дни' });
    expect(within(group).getAllByRole('radio')).toHaveLength(30);
    const strip = group.closest('.date-strip') as HTMLElement;
    const scrollBy = vi.fn();
    strip.scrollBy = scrollBy as unknown as typeof strip.scrollBy;
    const earlier = screen.getByRole('button', { name: 'Предыдущие дни' });
    const later = screen.getByRole('button', { name: 'Следующие дни' });

    // The strip listens once its effect has run (after the first commit): the scroll is told until it has heard it.
    await waitFor(() => {
      layOut(strip, 0);
      expect(earlier).toBeDisabled();
      expect(later).toBeEnabled();
    });
    fireEvent.click(later);
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 620, behavior: 'smooth' });

    await waitFor(() => {
      layOut(strip, 1820);
      expect(earlier).toBeEnabled();
      expect(later).toBeDisabled();
    });
    fireEvent.click(earlier);
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -620, behavior: 'smooth' });
  });
});
