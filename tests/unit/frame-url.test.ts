import { describe, expect, it } from 'vitest';
import { safeFrameUrl } from '@/lib/frame-url';

// The one guard of the casino game frame and the score card frame: only another
// site's web page fills a frame.

describe('safeFrameUrl', () => {
  const app = 'http://127.0.0.1:5173';
  it.each([
    ['https://lotus.test/play/teen-patti?session=s1', 'https://lotus.test/play/teen-patti?session=s1'],
    ['http://localhost:5173/mock-casino/game.html?game=x', 'http://localhost:5173/mock-casino/game.html?game=x'],
    ['https://score.example/card/33001', 'https://score.example/card/33001'],
    ['javascript:alert(1)', undefined],
    ['JaVaScRiPt:alert(1)', undefined],
    [' javascript:alert(1)', undefined],
    ['java\tscript:alert(1)', undefined],
    ['data:text/html,<script>alert(1)</script>', undefined],
    ['vbscript:msgbox(1)', undefined],
    ['file:///etc/passwd', undefined],
    ['/play/teen-patti', undefined],
    ['//127.0.0.1:5173/auth/login', undefined],
    ['http://127.0.0.1:5173/auth/login', undefined],
    ['', undefined],
    [null, undefined],
    [undefined, undefined],
  ])('%j → %j', (candidate, expected) => {
    expect(safeFrameUrl(candidate, app)).toBe(expected);
  });
});
