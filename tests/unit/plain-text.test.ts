import { describe, expect, it } from 'vitest';
import { MAX_ERROR_TEXT, plainErrorText } from '@/lib/plain-text';
import { HTML_ERROR_PAGE } from '../../mocks/faults';

// A server's 500 text as a toast shows it: no markup, no stack trace, bounded length.

describe('plainErrorText', () => {
  it('reads an HTML error page as its words: no markup, script, style, title or stack trace, at most 200 characters', () => {
    const text = plainErrorText(HTML_ERROR_PAGE);
    expect(text).toBeDefined();
    expect(text?.length).toBeLessThanOrEqual(MAX_ERROR_TEXT);
    expect(text).toMatch(
      /^Server Error in '\/' Application\. Object reference not set to an instance of an object\. Description: An unhandled exception/,
    );
    expect(text).toMatch(/…$/);
    expect(text).not.toMatch(/[<>]/);
    expect(text).not.toMatch(/__errorPageScriptRan|font-family|Stack Trace|AccountController|lambda_method|Version Information/);
  });

  it('drops the stack-trace lines of .NET, Java, JavaScript, PHP and Python', () => {
    const dotnet =
      'System.InvalidOperationException: Sequence contains no elements\r\n   at System.Linq.Enumerable.First[TSource](IEnumerable`1 source)\r\n   at Exchange.Bets.PlaceBet(Input i) in C:\\src\\Bets.cs:line 12\r\n--- End of stack trace from previous location ---\r\n   at Exchange.Api.Run()';
    expect(plainErrorText(dotnet)).toBe('System.InvalidOperationException: Sequence contains no elements');
    expect(
      plainErrorText('java.lang.IllegalStateException: closed\n\tat com.ex.Bets.place(Bets.java:42)\n\tat com.ex.Api.run(Api.java:7)'),
    ).toBe('java.lang.IllegalStateException: closed');
    expect(plainErrorText('TypeError: x is undefined\n    at place (/srv/app/bets.js:10:5)\n    at /srv/app/index.js:3:1')).toBe(
      'TypeError: x is undefined',
    );
    expect(plainErrorText('Fatal error: boom\n#0 /var/www/index.php(12): place()\n#1 {main}')).toBe('Fatal error: boom');
    expect(
      plainErrorText(
        'Internal error\nTraceback (most recent call last):\n  File "app.py", line 3, in <module>\n    place()\nKeyError: stake',
      ),
    ).toBe('Internal error');
  });

  it('collapses whitespace and control characters, and decodes entities without letting markup back in', () => {
    expect(plainErrorText('  The   market\tis\u0000 closed \n\n ')).toBe('The market is closed');
    expect(plainErrorText('Stake &amp; odds &lt;b&gt;bold&lt;/b&gt; &#8377;100 &#x2013; try again')).toBe(
      'Stake & odds bold ₹100 – try again',
    );
    expect(plainErrorText('<p>Bad <b>gateway</b></p><img src=x onerror=alert(1)>')).toBe('Bad gateway');
  });

  it('keeps a short plain message as it is, and a comparison is not markup', () => {
    expect(plainErrorText('An internal error occurred during your request!')).toBe('An internal error occurred during your request!');
    expect(plainErrorText('Stake must be < 100 and > 0')).toBe('Stake must be < 100 and > 0');
  });

  it('bounds a long text at a word, with an ellipsis', () => {
    const text = plainErrorText(`${'word '.repeat(100)}end`);
    expect(text?.length).toBeLessThanOrEqual(MAX_ERROR_TEXT);
    expect(text).toMatch(/^word( word)*…$/);
    const unbroken = plainErrorText('x'.repeat(500));
    expect(unbroken).toBe(`${'x'.repeat(MAX_ERROR_TEXT - 1)}…`);
  });

  it('is undefined when nothing readable is left', () => {
    expect(plainErrorText(undefined)).toBeUndefined();
    expect(plainErrorText('')).toBeUndefined();
    expect(plainErrorText('<html><head><style>a{}</style></head><body><br></body></html>')).toBeUndefined();
    expect(plainErrorText('Stack trace:\n   at a.b()')).toBeUndefined();
  });
});
