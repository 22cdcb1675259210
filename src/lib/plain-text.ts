// A 500's text as a toast may show it: no markup, no stack trace.

export const MAX_ERROR_TEXT = 200;

const HIDDEN_ELEMENTS = /<(script|style|head|noscript|template|svg)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
/** So a stack trace inside <pre> or <br>s keeps its lines. */
const LINE_BREAKING_TAGS =
  /<\/?(?:br|p|div|h[1-6]|li|ul|ol|dl|dt|dd|pre|tr|table|thead|tbody|title|body|html|section|article|header|footer|main|blockquote|hr)\b[^>]*>/gi;
const ANY_TAG = /<\/?[a-z!?][^>]*>/gi;

const TRACE_HEADER = /\b(?:stack ?trace|call stack|traceback \(most recent call last\)|backtrace)\s*:/i;
const TRACE_LINE = [
  /^at\s+\S.*(?:\(.*\)|:\d+)/, // .NET, Java, JavaScript
  /^#\d+\s+\S/, // PHP
  /^File\s+".*",\s+line\s+\d+/, // Python
  /^-{3}\s*End of .*stack trace/i, // .NET
  /^\[[\w.`]*(?:Exception|Error)\b[^\]]*\]$/, // ASP.NET
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

function bounded(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.75 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

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
