import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { ANCHOR_OFFSET, scrollToAnchor, useAnchorScroll } from './anchorScroll';

afterEach(() => vi.restoreAllMocks());

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

describe('where a page opens', () => {
  function Page() {
    useAnchorScroll();
    return <section id="express">express</section>;
  }
  const app = () => {
    const router = createMemoryRouter([{ path: '*', Component: Page }], { initialEntries: ['/search/firms?query=a'] });
    render(<RouterProvider router={router} />);
    return router;
  };

  it('a new page opens at the top, Back too; a change of the query alone leaves the scroll where it is', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const router = app();
    scrollTo.mockClear();
    await act(() => router.navigate('/search/firms?query=b'));
    expect(scrollTo).not.toHaveBeenCalled();
    await act(() => router.navigate('/salon/101'));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'auto' });
    scrollTo.mockClear();
    await act(() => router.navigate(-1));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'auto' });
  });

  it('a page with a fragment opens at its anchor, not at the top', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const router = app();
    await act(() => router.navigate('/salon/101#express'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
  });
});
