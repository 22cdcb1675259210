import { HttpResponse } from 'msw';
import { quickHttp } from './shared/quick-http';
import type { GetClientIpResponse, GetGameListFileResponse, GetSiteConfigResponse } from '../../src/api/generated/types.gen';
import {
  zGetClientIpQuery,
  zGetClientIpResponse,
  zGetGameListFilePath,
  zGetGameListFileResponse,
  zGetSiteConfigPath,
  zGetSiteConfigQuery,
  zGetSiteConfigResponse,
} from '../../src/api/generated/zod.gen';
import { defineRoute, plain } from './shared/route';
import { placeholderFor } from './shared/placeholder-image';
import { getState } from '../db';

/** The OpenAPI file gives these 404s no body. */
const notFound = (): Response => new HttpResponse(null, { status: 404 });

/** Not in the OpenAPI file: drawn so no image shows broken. */
const placeholderImage = quickHttp.get(/\/(brands|casino|uploads)\/[^?]+\.(png|jpe?g|webp|ico|svg)(\?.*)?$/, ({ request }) => {
  const { svg } = placeholderFor(new URL(request.url).pathname, getState());
  return new HttpResponse(svg, { headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'max-age=3600' } });
});

export const contentHandlers = [
  placeholderImage,
  defineRoute({
    method: 'get',
    path: '/site-settings/:siteFile',
    auth: 'none',
    envelope: 'plain',
    params: zGetSiteConfigPath,
    query: zGetSiteConfigQuery,
    response: zGetSiteConfigResponse,
    handle: ({ state, params }) => {
      const config = state.siteConfigs.get(params.siteFile);
      return config ? plain<GetSiteConfigResponse>(structuredClone(config)) : notFound();
    },
  }),
  defineRoute({
    method: 'get',
    path: '/game-lists/:gameFile',
    auth: 'none',
    envelope: 'plain',
    params: zGetGameListFilePath,
    response: zGetGameListFileResponse,
    handle: ({ state, params }) => {
      const file = state.gameLists.get(params.gameFile);
      return file ? plain<GetGameListFileResponse>(structuredClone(file)) : notFound();
    },
  }),
  defineRoute({
    method: 'get',
    path: '/client-ip',
    auth: 'none',
    envelope: 'plain',
    query: zGetClientIpQuery,
    response: zGetClientIpResponse,
    handle: ({ state }) => plain<GetClientIpResponse>({ ip: state.clientIp }),
  }),
];
