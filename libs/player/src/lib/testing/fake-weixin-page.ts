import {
  type PlaybackPage,
  WEIXIN_BRIDGE_READY,
  type WeixinJSBridge,
} from '../core/playback-start';

/** WeChat 8 on an iPhone, as its in-app browser reports itself. */
export const WEIXIN_IOS_USER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 ' +
  '(KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.49(0x18003137) NetType/WIFI Language/zh_CN';

/** A page inside WeChat, driven from a test. */
export interface FakeWeixinPage {
  /** The `page` option of the player. */
  readonly page: PlaybackPage;
  /** Every `WeixinJSBridge.invoke` call so far, by API name. */
  readonly invoked: string[];
  /** Calls back every bridge call still waiting, as WeChat does a moment later. */
  answer(): void;
  /** Puts the bridge on the window and fires `WeixinJSBridgeReady` on the document. */
  announce(): void;
}

/**
 * A WeChat page whose bridge answers only when the test says (`answer`), and, with
 * `bridge: false`, is not there until the test announces it (`announce`).
 */
export function fakeWeixinPage({ bridge: present = true } = {}): FakeWeixinPage {
  const document = new EventTarget();
  const invoked: string[] = [];
  const waiting: (() => void)[] = [];
  const bridge: WeixinJSBridge = {
    invoke(api, _params, callback) {
      invoked.push(api);
      waiting.push(() => callback({ err_msg: `${api}:ok` }));
    },
  };
  let installed = present;
  return {
    page: {
      userAgent: WEIXIN_IOS_USER_AGENT,
      weixinBridge: () => (installed ? bridge : undefined),
      document,
    },
    invoked,
    answer() {
      waiting.splice(0).forEach((callback) => callback());
    },
    announce() {
      installed = true;
      document.dispatchEvent(new Event(WEIXIN_BRIDGE_READY));
    },
  };
}
