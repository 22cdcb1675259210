import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { getState } from '../../mocks/db';
import { abpSuccessBody } from '../../mocks/handlers/shared/envelope';
import { server } from '../../mocks/node';
import { signInAs } from '../support/betting';
import { renderApp } from '../support/render-app';

// The Live video tab of an in-play event against the mock backend (GetVideoLink, docs/wire.md §1.12). The
// player page is .env's VITE_VIDEO_PLAYER_URL.

vi.setConfig({ testTimeout: 20_000 });

async function openLiveVideo(path: string): Promise<HTMLElement> {
  const user = userEvent.setup();
  renderApp(path);
  await user.click(await screen.findByRole('tab', { name: 'Live video' }, { timeout: 5000 }));
  return screen.getByRole('tabpanel');
}

describe('live video', () => {
  it('frames the stream of an in-play match the provider carries', async () => {
    signInAs();
    const panel = await openLiveVideo('/markets/3001/33001');
    expect(await within(panel).findByTitle('Live video')).toHaveAttribute('src', 'https://tv.stream.example/player?channel=1021');
  });

  it('finds the match by the tree’s dreamEventId when the address has none', async () => {
    signInAs();
    const panel = await openLiveVideo('/markets/3001');
    expect(await within(panel).findByTitle('Live video')).toHaveAttribute('src', 'https://tv.stream.example/player?channel=1021');
  });

  it('says "Video not available" for an in-play match the provider does not carry', async () => {
    signInAs();
    const panel = await openLiveVideo('/markets/3002/33002');
    expect(await within(panel).findByText('Video not available')).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('frames an mv-prefixed videoURL directly', async () => {
    const event = getState().events.find((candidate) => candidate.id === 3002);
    if (!event) throw new Error('seed event 3002 missing');
    event.videoURL = 'mvhttps://stream.provider.example/embed/3002';
    signInAs();
    const panel = await openLiveVideo('/markets/3002/33002');
    expect(await within(panel).findByTitle('Live video')).toHaveAttribute('src', 'https://stream.provider.example/embed/3002');
  });

  it.each([
    ['text that is not JSON', '<img src=x onerror=alert(1)>not json'],
    ['JSON of another shape', '{"data":{"getMatches":"<b>33001</b>"}}'],
  ])('shows "Video not available", never the answer, for %s', async (_case, result) => {
    server.use(http.get('*/api/services/app/Sport/GetVideoLink', () => HttpResponse.json(abpSuccessBody(result))));
    signInAs();
    const panel = await openLiveVideo('/markets/3001/33001');
    expect(await within(panel).findByText('Video not available')).toBeInTheDocument();
    expect(panel).not.toHaveTextContent(/not json|getMatches|33001|<b>/);
    expect(document.querySelector('iframe')).toBeNull();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('keeps a hostile channel a query value on the configured player page', async () => {
    server.use(
      http.get('*/api/services/app/Sport/GetVideoLink', () =>
        HttpResponse.json(abpSuccessBody(JSON.stringify({ data: { getMatches: [{ bid: 33001, Channel: 'javascript:alert(1)' }] } }))),
      ),
    );
    signInAs();
    const panel = await openLiveVideo('/markets/3001/33001');
    expect(await within(panel).findByTitle('Live video')).toHaveAttribute(
      'src',
      'https://tv.stream.example/player?channel=javascript%3Aalert%281%29',
    );
  });

  it('has no Live video tab for a visitor or for a match not yet in play', async () => {
    const first = renderApp('/markets/3001/33001');
    await screen.findByRole('region', { name: 'Match Odds' }, { timeout: 5000 });
    expect(screen.queryByRole('tab', { name: 'Live video' })).not.toBeInTheDocument();
    first.unmount();

    signInAs();
    renderApp('/markets/3003/33003');
    await screen.findByRole('tab', { name: 'Score card' }, { timeout: 5000 });
    expect(screen.queryByRole('tab', { name: 'Live video' })).not.toBeInTheDocument();
  });
});
