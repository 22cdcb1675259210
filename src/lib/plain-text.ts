// A server's error text as a player may read it: a web server or proxy in front of the API
// answers a 500 with whatever it has, often an HTML error page with the exception's stack trace.
// The toast shows plain text of bounded length: no markup, no stack trace, no server internals.

/** The longest error text a toast shows, ellipsis included. */
export const MAX_ERROR_TEXT = 200;

/** Elements whose content is never text for the reader. */
const HIDDEN_ELEMENTS = /<(script|style|head|noscript|template|svg)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
/** Tags that end a line of text (so a stack trace inside <pre> or <br>s keeps its lines). */
const LINE_BREAKING_TAGS = /<\/?(?:br|p|div|h[1-6]|li|ul|ol|dl|dt|dd|pre|tr|table|thead|tbody|title|body|html|section|article|header|footer|main|blockquote|hr)\b[^>]*>/gi;
const ANY_TAG = /<\/?[a-z!?][^>]*>/gi;

/** A header after which everything is the trace ("Stack Trace:", Python's "Traceback (…):"). */
const TRACE_HEADER = /\b(?:stack ?trace|call stack|traceback \(most recent call last\)|backtrace)\s*:/i;
/** One frame of a stack trace: .NET, Java, JavaScript, PHP, Python; and .NET's separators. */
const TRACE_LINE = [
  /^at\s+\S.*(?:\(.*\)|:\d+)/, // "at Foo.Bar(Baz b) in C:\x.cs:line 42", "at f (https://x/a.js:1:2)", "at https://x/a.js:1:2"
  /^#\d+\s+\S/, // PHP "#0 /var/www/index.php(12): f()"
  /^File\s+".*",\s+line\s+\d+/, // Python
  /^-{3}\s*End of .*stack trace/i, // .NET "--- End of stack trace from previous location ---"
  /^\[[\w.`]*(?:Exception|Error)\b[^\]]*\]$/, // ASP.NET "[NullReferenceException: …]"
];

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

function withoutTrace(lines: readonly string[]): string[] {
  const kept: string[] = [];
  for (const line of lines) {
    const header = TRACE_HEADER.exec(line);
    if (header) {
      const before = line.slice(0, header.index).trim();
      if (before !== '') kept.push(before);
      break;
    }
    if (!TRACE_LINE.some((frame) => frame.test(line))) kept.push(line);
  }
  return kept;
}

/** At most `max` characters: cut at a word when one ends near the limit, then an ellipsis. */
function bounded(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.75 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * A server's error text (an HTML page, a stack trace, a message) as plain text: markup removed
 * (scripts and styles with their content, entities decoded), stack-trace lines dropped, control
 * characters and runs of whitespace collapsed to one space, at most MAX_ERROR_TEXT characters with an
 * ellipsis. Undefined when nothing readable is left.
 */
export function plainErrorText(value: string | null | undefined, max = MAX_ERROR_TEXT): string | undefined {
  if (!value) return undefined;
  const text = decodeEntities(
    value
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(HIDDEN_ELEMENTS, '\n')
      .replace(LINE_BREAKING_TAGS, '\n')
      .replace(ANY_TAG, ''),
  ).replace(ANY_TAG, ''); // markup that was written as entities is still markup
  const lines = text
    .split(/\r\n|[\r\n\u2028\u2029]/)
    // eslint-disable-next-line no-control-regex -- control characters are what this removes
    .map((line) => line.replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ').trim())
    .filter((line) => line !== '');
  const readable = withoutTrace(lines).join(' ').replace(/\s+/g, ' ').trim();
  return readable === '' ? undefined : bounded(readable, max);
}
