import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createSseClient } from '@/api/no-server-sent-events';

// The builds leave the generated client's Server-Sent Events client out (src/api/no-server-sent-events.ts).
// That holds only while no operation of the API answers with an event stream.

describe('the Server-Sent Events stub', () => {
  it('stands in for code no operation of the API description can reach', () => {
    const description = readFileSync('openapi/exchange.yaml', 'utf8');
    expect(description).not.toMatch(/text\/event-stream/);
  });

  it('refuses loudly if something calls it after all', () => {
    expect(() => createSseClient()).toThrow(/Server-Sent Events are not bundled/);
  });
});
