import type {
  GetDomainSettingResponse,
  GetSettingExpiryResponse,
  GetSettingResponse,
  StoreImageResponse,
} from '../../src/api/generated/types.gen';
import {
  zGetDomainSettingResponse,
  zGetSettingExpiryQuery,
  zGetSettingExpiryResponse,
  zGetSettingQuery,
  zGetSettingResponse,
  zStoreImageResponse,
} from '../../src/api/generated/zod.gen';
import { RequestValidationError, refuse } from '../db/errors';
import { CDN } from '../db/seed/constants';
import { defineRoute, ok } from './shared/route';

const IMAGE_TYPES: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };
const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export const settingHandlers = [
  defineRoute({
    method: 'get',
    path: '/api/Setting/GetDomainSetting',
    auth: 'none',
    response: zGetDomainSettingResponse,
    handle: ({ brand }) => ok<GetDomainSettingResponse>(structuredClone(brand)),
  }),
  defineRoute({
    method: 'get',
    path: '/api/setting/GetSettingExpiry',
    auth: 'none',
    query: zGetSettingExpiryQuery,
    response: zGetSettingExpiryResponse,
    // Every brand uses the same idle timeout: 30 minutes, warned 60 seconds before.
    handle: () => ok<GetSettingExpiryResponse>({ timeOutSecond: 1800, showTimeOutNotificationSecond: 60 }),
  }),
  defineRoute({
    method: 'get',
    path: '/Setting/GetSetting',
    auth: 'required',
    query: zGetSettingQuery,
    response: zGetSettingResponse,
    handle: ({ user, query }) => ok<GetSettingResponse>({ name: query.name, value: user.settings[query.name] ?? null }),
  }),
  defineRoute({
    method: 'post',
    path: '/Setting/StoreImage',
    auth: 'required',
    body: 'multipart',
    response: zStoreImageResponse,
    handle: ({ state, user, body }) => {
      // A generated validator cannot check a File: checked here.
      const file = body.get('file');
      // Not `instanceof Blob`: under jsdom the global Blob is not the one fetch's FormData makes.
      if (file === null || typeof file === 'string') throw new RequestValidationError('file: a file part is required', ['file']);
      const extension = IMAGE_TYPES[file.type];
      if (!extension) refuse('Only PNG, JPEG or WebP images are accepted');
      if (file.size > MAX_IMAGE_BYTES) refuse('The image is larger than 5 MB');
      const url = `${CDN}/uploads/mock-${state.counters.upload++}.${extension}`;
      state.uploads.push({ url, userId: user.id, fileName: file.name, contentType: file.type, size: file.size });
      return ok<StoreImageResponse>({ url });
    },
  }),
];
