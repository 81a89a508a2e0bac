/**
 * Helpers for this library's specs: a store wired like the app's, a config, and reply bodies in
 * the contract's shapes. (The shared reference handlers live in `src/testing`.)
 */
import { configureStore } from '@reduxjs/toolkit';
import { HttpResponse } from 'msw';
import type { ApiExtra } from './api-extra';
import type { AppConfig } from './config/app-config';
import { ownApi } from './own-api';
import { shareApi } from './share-api';

export const OWN_API = 'http://api.test';
export const SHARE_API = 'http://share.test';

/** A valid config pointing at {@link OWN_API} and {@link SHARE_API}. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    apiBaseUrl: OWN_API,
    shareApiBaseUrl: SHARE_API,
    shareHosts: ['share.test'],
    shareSiteUrl: 'http://site.test/',
    site: 'demo',
    authRequired: false,
    isShowAd: true,
    stats: null,
    imageCipher: { algorithm: 'aes-128-cbc', key: '000102030405060708090a0b0c0d0e0f' },
    version: '1.0.0',
    siteName: '视频',
    ...overrides,
  };
}

/** A fresh store with both apis, as the app's `makeStore` builds it. */
export function createTestStore(extra: Partial<ApiExtra> = {}) {
  const extraArgument: ApiExtra = {
    getConfig: () => testConfig(),
    getToken: () => null,
    ...extra,
  };
  return configureStore({
    reducer: { [ownApi.reducerPath]: ownApi.reducer, [shareApi.reducerPath]: shareApi.reducer },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument } }).concat(ownApi.middleware, shareApi.middleware),
  });
}

/** An HTTP reply carrying `rescont` in the envelope. */
export function envelopeReply(rescont: unknown, init: { msg?: string; status?: number } = {}) {
  const { msg = 'ok', status = 200 } = init;
  return HttpResponse.json({ code: status, msg, rescont }, { status });
}

export function videoJson(overrides: Record<string, unknown> = {}) {
  return {
    id: 1,
    title: '测试视频',
    pageviews: 1234,
    playtimes: '03:25',
    rank: null,
    created_at: '2024-03-15 12:00:00',
    updated_at: '2024-03-16 08:30:00',
    videopath: 'http://media.test/1/index.m3u8',
    coverbase64: { url: 'http://media.test/1/cover', type: 'jpeg' },
    coverpath: 'http://media.test/1/cover.jpg',
    labls: [{ id: 7, name: '风景' }],
    ...overrides,
  };
}

export function adJson(overrides: Record<string, unknown> = {}) {
  return {
    id: 9,
    title: '广告',
    url: 'http://ad.test/',
    imgbase64: { url: 'http://media.test/ad', type: 'png' },
    is_ad: 1,
    ...overrides,
  };
}

export function categoryJson(overrides: Record<string, unknown> = {}) {
  return {
    id: 3,
    name: '电影',
    type_id: 3,
    icopath: 'http://media.test/icon.png',
    order: 2,
    icobase64: { url: 'http://media.test/icon', type: 'png' },
    ...overrides,
  };
}

export function noticeJson(overrides: Record<string, unknown> = {}) {
  return {
    id: 5,
    title: '公告',
    content: '<p>欢迎</p>',
    updated_at: '2024-03-15 12:00:00',
    ...overrides,
  };
}

export function favouriteJson(overrides: Record<string, unknown> = {}) {
  return {
    id: 1,
    imgUrl: 'http://media.test/1/cover',
    imgType: 'jpeg',
    title: '测试视频',
    path: 'http://media.test/1/index.m3u8',
    created_at: '2024-03-15 12:00:00',
    ...overrides,
  };
}

/** A Laravel page of `data`. */
export function pageJson(data: unknown[], overrides: Record<string, unknown> = {}) {
  return {
    current_page: 1,
    data,
    next_page_url: null,
    total: data.length,
    per_page: 20,
    ...overrides,
  };
}
