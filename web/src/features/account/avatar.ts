// The avatar is resized and compressed in the browser before upload (browser-image-compression): at most
// 512 px on its longer side, JPEG (what every browser encodes and the contract accepts). On the page's own thread
// (`useWebWorker: false`): the library's worker would load its code from a CDN (cdn.jsdelivr.net, its default
// `libURL`), a third-party script the CSP refuses and the app does not want beside the tokens. One 512 px picture
// is a short task: the canvas decode and one encode.
import imageCompression from 'browser-image-compression';

export const AVATAR_MAX_SIDE = 512;
export const AVATAR_TYPE = 'image/jpeg';
/** Larger files are refused before any work (a phone photo is 3–12 MB). */
export const AVATAR_MAX_INPUT_BYTES = 25 * 1024 * 1024;

export type AvatarProblem = 'notImage' | 'tooLarge' | 'unreadable';

export class AvatarError extends Error {
  constructor(readonly problem: AvatarProblem) {
    super(`avatar: ${problem}`);
  }
}

/** What is wrong with a chosen file before trying to read it, or undefined. */
export function avatarProblem(file: File): AvatarProblem | undefined {
  if (!file.type.startsWith('image/')) return 'notImage';
  if (file.size > AVATAR_MAX_INPUT_BYTES) return 'tooLarge';
  return undefined;
}

/** The avatar to upload: ≤ 512 px, JPEG; `onProgress` gets 0–100. */
export async function resizeAvatar(file: File, onProgress: (percent: number) => void = () => {}): Promise<File> {
  const problem = avatarProblem(file);
  if (problem) throw new AvatarError(problem);
  let result: File | Blob;
  try {
    result = await imageCompression(file, {
      maxWidthOrHeight: AVATAR_MAX_SIDE,
      maxSizeMB: 0.3,
      fileType: AVATAR_TYPE,
      initialQuality: 0.85,
      useWebWorker: false,
      onProgress,
    });
  } catch {
    throw new AvatarError('unreadable');
  }
  const name = `${file.name.replace(/\.[^.]*$/, '') || 'avatar'}.jpg`;
  return new File([result], name, { type: AVATAR_TYPE });
}
