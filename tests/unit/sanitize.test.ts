import { describe, expect, it } from 'vitest';
import {
  SANITISER_RULE_TEXT,
  SQL_KEYWORDS,
  sanitiserChanges,
  sanitiserProblem,
  sanitiserRemovals,
  sanitizeOutgoing,
  sanitizeOutgoingText,
  stripHtml,
  stripHtmlDeep,
} from '@/lib/sanitize';

describe('outgoing sanitiser (docs/product.md §5)', () => {
  it.each([
    ['plain text is untouched', 'player1', 'player1'],
    ['a tag is removed, its text kept', '<b>bold</b> move', 'bold move'],
    ['a tag with attributes goes whole', '<img src=x onerror=alert(1)>hi', 'hi'],
    ['a script tag goes, its text stays', '<script>alert(1)</script>', 'alert(1)'],
    ['an HTML comment goes', 'a<!-- hidden -->b', 'ab'],
    ['a self-closing tag goes', 'line<br/>break', 'linebreak'],
    ['a lone less-than is not a tag', '2 < 3 and 5 > 4', '2 < 3 and 5 > 4'],
    ['single quotes go', "O'Brien", 'OBrien'],
    ['double quotes go', 'say "hi"', 'say hi'],
    ['backticks go', 'a`b', 'ab'],
    ['semicolons go', 'a;b', 'ab'],
    ['line comment markers go', 'a--b', 'ab'],
    ['block comment markers go', 'a/*b*/c', 'abc'],
    ['a password with allowed specials survives', 'Secret@1$!%*#?&', 'Secret@1$!%*#?&'],
    ['a mobile number survives', '+919876543210', '+919876543210'],
    ['an injection attempt is defused', "1' OR 1=1; DROP TABLE users --", '1 OR 1=1   users '],
    ['keywords are whole words only: selection', 'selection', 'selection'],
    ['keywords are whole words only: Fromage', 'Fromage', 'Fromage'],
    ['keywords are whole words only: updated', 'updated', 'updated'],
    ['keywords are whole words only: tablet', 'tablet', 'tablet'],
    ['keywords are case-insensitive', 'SeLeCt name FROM t', ' name  t'],
    ['a removal cannot assemble a tag', '<scr<b>ipt>x', 'x'],
    ['a removal cannot assemble a keyword', 'sel--ect', ''],
  ])('%s', (_name, input, expected) => {
    expect(sanitizeOutgoingText(input)).toBe(expected);
  });

  it.each(SQL_KEYWORDS.map((keyword) => [keyword]))('removes the keyword "%s" as a whole word and keeps it inside a word', (keyword) => {
    expect(sanitizeOutgoingText(`a ${keyword} b`)).toBe('a  b');
    expect(sanitizeOutgoingText(`a ${keyword.toUpperCase()} b`)).toBe('a  b');
    expect(sanitizeOutgoingText(`${keyword}s`)).toBe(`${keyword}s`);
    expect(sanitizeOutgoingText(`x${keyword}`)).toBe(`x${keyword}`);
  });

  it('cleans every string in nested bodies and leaves keys, numbers, booleans, null and blobs alone', () => {
    const blob = new Blob(['<b>binary</b>;']);
    const body = {
      "user'Name": "<i>bob</i>';",
      stake: 100,
      agreed: true,
      note: null,
      stakes: [{ title: '10k;', value: 10000 }],
      file: blob,
    };
    expect(sanitizeOutgoing(body)).toEqual({
      "user'Name": 'bob',
      stake: 100,
      agreed: true,
      note: null,
      stakes: [{ title: '10k', value: 10000 }],
      file: blob,
    });
  });
});

describe('response HTML stripping (docs/product.md §5)', () => {
  it('strips tags but keeps SQL characters and keywords', () => {
    expect(stripHtml("<b>Select</b> the team's odds; from 1.5")).toBe("Select the team's odds; from 1.5");
  });

  it('leaves no tag behind when removing one assembles another', () => {
    expect(stripHtml('<scr<script>ipt>alert(1)</scr</script>ipt>')).toBe('alert(1)');
    expect(stripHtml('<<!-- x -->img src=x onerror=alert(1)>Team')).toBe('Team');
  });

  it('walks nested results', () => {
    expect(stripHtmlDeep({ result: { items: [{ description: '<a href="x">Won</a>' }], totalCount: 1 } })).toEqual({
      result: { items: [{ description: 'Won' }], totalCount: 1 },
    });
  });
});

describe('what the sanitiser would change (forms refuse it rather than send it changed)', () => {
  it.each([
    // Passwords that pass docs/product.md §5's sign-up rule and still lose a keyword.
    ['Update@2024', { words: ['Update'], characters: [], html: false }],
    ['Select#123', { words: ['Select'], characters: [], html: false }],
    ['Drop@1234', { words: ['Drop'], characters: [], html: false }],
    ['Select@Player1', { words: ['Select'], characters: [], html: false }],
    ["O'Brien", { words: [], characters: ["'"], html: false }],
    ['a--b@okhdfc', { words: [], characters: ['--'], html: false }],
    ['<b>Bold</b>', { words: [], characters: [], html: true }],
    ["1' OR 1=1; DROP TABLE users --", { words: ['DROP', 'TABLE'], characters: ["'", ';', '--'], html: false }],
  ])('%s', (text, removals) => {
    expect(sanitiserRemovals(text)).toEqual(removals);
    expect(sanitiserChanges(text)).toBe(true);
  });

  it.each(['Player@123', 'Drop1234!', 'Updated@2024', 'selection', 'player.one@okhdfc', 'Mark Lee', '2 < 3'])(
    '%s is sent as typed',
    (text) => {
      expect(sanitiserChanges(text)).toBe(false);
      expect(sanitiserRemovals(text)).toEqual({ words: [], characters: [], html: false });
      expect(sanitiserProblem('Password', text)).toBeNull();
    },
  );

  it('the message names what was found, then every word and character that is not allowed', () => {
    expect(sanitiserProblem('Password', 'Update@2024')).toBe(`Password cannot contain the word “Update”. ${SANITISER_RULE_TEXT}`);
    expect(sanitiserProblem('Password', 'Select@Drop#1')).toBe(
      `Password cannot contain the words “Select” or “Drop”. ${SANITISER_RULE_TEXT}`,
    );
    expect(sanitiserProblem('The account holder’s name', "O'Brien")).toBe(
      `The account holder’s name cannot contain “'”. ${SANITISER_RULE_TEXT}`,
    );
    expect(SANITISER_RULE_TEXT).toBe(
      'Not allowed: the words select, insert, delete, update, drop, union, where, like, exec, from, table; quotes (\' " `), semicolons, -- /* */ and HTML tags.',
    );
  });
});
