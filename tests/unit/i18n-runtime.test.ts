import { setupI18n } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/runtime';

// The app reads Lingui's compiled messages with its own small runtime (src/lib/i18n/runtime.ts). Each
// case here is read by it and by @lingui/core's I18n, in English and in Hindi: a Lingui upgrade that
// changes the compiled form fails here before a player sees a garbled sentence.

const CASES: Array<{ message: string; hindi: string; values: Record<string, unknown> }> = [
  { message: 'Place bet', hindi: 'बेट लगाएं', values: {} },
  { message: 'Stake ₹{amount}', hindi: 'दांव राशि ₹{amount}', values: { amount: '1,00,000' } },
  { message: '{count, plural, one {# bet} other {# bets}}', hindi: '{count, plural, one {# बेट} other {# बेट}}', values: { count: 1 } },
  { message: '{count, plural, one {# bet} other {# bets}}', hindi: '{count, plural, one {# बेट} other {# बेट}}', values: { count: 100000 } },
  {
    message: '{count, plural, =0 {No bets} one {# bet} other {# bets}}',
    hindi: '{count, plural, =0 {कोई बेट नहीं} other {# बेट}}',
    values: { count: 0 },
  },
  {
    message: '{side, select, back {Back {name}} lay {Lay {name}} other {{name}}}',
    hindi: '{side, select, back {{name} पर लगाई} lay {{name} पर खाई} other {{name}}}',
    values: { side: 'lay', name: 'India' },
  },
  {
    message: '{side, select, back {Back} other {Other}}',
    hindi: '{side, select, back {लगाई} other {अन्य}}',
    values: { side: 'constructor' },
  },
  { message: 'Open <0>the rules</0> first', hindi: 'पहले <0>नियम</0> खोलें', values: {} },
  {
    message: '{place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}',
    hindi: '{place, selectordinal, other {#वां}}',
    values: { place: 22 },
  },
  { message: 'Missing {name} here', hindi: 'यहाँ {name} नहीं', values: {} },
];

afterEach(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

describe('the app’s message runtime', () => {
  it('reads every compiled form as Lingui’s own I18n does, in English (from the code) and in Hindi (from a catalogue)', () => {
    CASES.forEach(({ message, hindi, values }, index) => {
      const id = `m${index}`;
      const descriptor = { id, message: compileMessageOrThrow(message), values };
      const lingui = setupI18n({ locale: 'en-IN', messages: { 'en-IN': {}, 'hi-IN': { [id]: compileMessageOrThrow(hindi) } } });
      expect(i18n._(descriptor), message).toBe(lingui._(descriptor as never));
      lingui.activate('hi-IN');
      i18n.loadAndActivate({ locale: 'hi-IN', messages: { [id]: compileMessageOrThrow(hindi) } });
      expect(i18n._(descriptor), hindi).toBe(lingui._(descriptor as never));
      i18n.loadAndActivate({ locale: 'en-IN', messages: {} });
    });
  });

  it('answers Lingui’s renderer, which asks by id with the message beside', () => {
    expect(i18n._('x', { name: 'Rohit' }, { message: compileMessageOrThrow('Hello {name}') })).toBe('Hello Rohit');
  });

  it('tells its listeners when the language changes, and stops when they leave', () => {
    let calls = 0;
    const leave = i18n.on('change', () => (calls += 1));
    i18n.loadAndActivate({ locale: 'hi', messages: {} });
    leave();
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    expect(calls).toBe(1);
  });
});
