// The avatar's resize options and result; the pixels themselves are checked in a real browser (e2e/account).
import { describe, expect, it, vi } from 'vitest';

const compress = vi.hoisted(() =>
  vi.fn(async (file: File, options: { onProgress?: (p: number) => void }) => {
    options.onProgress?.(50);
    options.onProgress?.(100);
    return new Blob([new Uint8Array(10)], { type: 'image/jpeg' });
  }),
);
vi.mock('browser-image-compression', () => ({ default: compress }));

import { AVATAR_MAX_SIDE, AvatarError, avatarProblem, resizeAvatar } from './avatar';

describe('resizeAvatar', () => {
  it('asks for at most 512 px, JPEG, reports progress and names the file .jpg', async () => {
    const progress: number[] = [];
    const file = await resizeAvatar(new File([new Uint8Array(4000)], 'IMG_0001.HEIC', { type: 'image/heic' }), (p) => progress.push(p));
    expect(compress).toHaveBeenCalledWith(expect.any(File), expect.objectContaining({ maxWidthOrHeight: AVATAR_MAX_SIDE, fileType: 'image/jpeg' }));
    // No worker: its code would come from a CDN (the library's default libURL), a third-party script.
    const options = compress.mock.calls[0]![1] as { useWebWorker?: boolean; libURL?: string };
    expect(options.useWebWorker).toBe(false);
    expect(options.libURL).toBeUndefined();
    expect(AVATAR_MAX_SIDE).toBe(512);
    expect(file.type).toBe('image/jpeg');
    expect(file.name).toBe('IMG_0001.jpg');
    expect(progress).toEqual([50, 100]);
  });

  it('refuses what is not an image or is too large, and says when a picture cannot be read', async () => {
    expect(avatarProblem(new File(['x'], 'a.txt', { type: 'text/plain' }))).toBe('notImage');
    const big = new File(['x'], 'a.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 26 * 1024 * 1024 });
    expect(avatarProblem(big)).toBe('tooLarge');
    await expect(resizeAvatar(big)).rejects.toEqual(new AvatarError('tooLarge'));
    compress.mockRejectedValueOnce(new Error('decode'));
    await expect(resizeAvatar(new File(['x'], 'b.png', { type: 'image/png' }))).rejects.toMatchObject({ problem: 'unreadable' });
  });
});
