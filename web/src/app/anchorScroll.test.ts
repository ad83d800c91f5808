import { describe, expect, it, vi } from 'vitest';
import { ANCHOR_OFFSET, scrollToAnchor } from './anchorScroll';

describe('anchor scrolling', () => {
  it('scrolls to the named element 64px below the top', () => {
    const target = document.createElement('section');
    target.id = 'reviews';
    document.body.appendChild(target);
    vi.spyOn(target, 'getBoundingClientRect').mockReturnValue({ top: 500 } as DOMRect);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    expect(ANCHOR_OFFSET).toBe(64);
    expect(scrollToAnchor('#reviews')).toBe(true);
    expect(scrollTo).toHaveBeenCalledWith({ top: 436, behavior: 'auto' });
    expect(scrollToAnchor('#missing')).toBe(false);
    target.remove();
  });
});
