// Test doubles for code that uses the player: a fake hls.js and a playable jsdom <video>.
export { createFakeHls, fakeHlsLoader } from './lib/testing/fake-hls';
export type { FakeHlsClass, FakeHlsInstance } from './lib/testing/fake-hls';
export { stubMedia } from './lib/testing/media-stub';
export type { MediaStub, MediaStubOptions } from './lib/testing/media-stub';
export { spyOnListeners } from './lib/testing/listener-spy';
export type { ListenerSpy } from './lib/testing/listener-spy';
export { FakeMediaMetadata, fakeMediaSession } from './lib/testing/fake-media-session';
export type { FakeMediaSession } from './lib/testing/fake-media-session';
export { fakeWeixinPage, WEIXIN_IOS_USER_AGENT } from './lib/testing/fake-weixin-page';
export type { FakeWeixinPage } from './lib/testing/fake-weixin-page';
