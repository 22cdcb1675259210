import bold from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff2?url';
import regular from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2?url';

// Loaded before the first Hindi word: an @font-face raced the page and left empty boxes (decision 0020).

const DEVANAGARI = 'U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+25CC, U+A830-A839, U+A8E0-A8FF';
const FAMILY = 'Noto Sans Devanagari';

let loading: Promise<unknown> | undefined;

export function loadDevanagari(): Promise<unknown> {
  if (typeof FontFace === 'undefined' || typeof document === 'undefined' || !('fonts' in document)) return Promise.resolve();
  loading ??= Promise.all(
    [
      ['400', regular],
      ['700', bold],
    ].map(([weight, url]) => {
      const face = new FontFace(FAMILY, `url(${url}) format('woff2')`, { weight, unicodeRange: DEVANAGARI, display: 'swap' });
      document.fonts.add(face);
      return face.load();
    }),
  ).catch(() => undefined); // the device's own fonts, then
  return loading;
}
