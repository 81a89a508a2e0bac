import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { adsShown, type XbbBonus } from '@video/domain';
import { defaultXbbBonus } from '@video/storage';
import { takesHandedTokenAtOnce } from '../handed-token';

/** The app-wide state (bonus flags, token, ad switch, viewport); only `xbbBonus` and `token` persist. */
export interface SessionState {
  readonly xbbBonus: XbbBonus;
  /** Empty when there is none. */
  readonly token: string;
  /**
   * A token a link handed over (`/vendor#token=…`) not taken yet; empty when none. Never
   * persisted: the shell takes it when it needs no question, the vendor screen when the visitor
   * says so.
   */
  readonly handedToken: string;
  readonly appMoneyLink: string;
  /** From the runtime config: ads shown at all. */
  readonly isShowAd: boolean;
  readonly resizeData: { readonly clientWidth: number };
  /**
   * This visit, the notice of what a film costs on mobile data was answered (`film`), and the
   * feed's one-line warning shown (`feed`): each once a visit.
   */
  readonly mobileDataTold: { readonly film: boolean; readonly feed: boolean };
}

export const initialSessionState: SessionState = {
  xbbBonus: defaultXbbBonus,
  token: '',
  handedToken: '',
  appMoneyLink: '',
  isShowAd: false,
  resizeData: { clientWidth: 390 },
  mobileDataTold: { film: false, feed: false },
};

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    tokenReceived(state, action: PayloadAction<string>) {
      state.token = action.payload;
    },
    loggedOut(state) {
      state.token = '';
    },
    /** A link handed a token over while the app was open (only the fragment changed). */
    tokenHanded(state, action: PayloadAction<string>) {
      state.handedToken = action.payload;
    },
    /** The handed-over token becomes the token. */
    handedTokenAccepted(state) {
      if (state.handedToken !== '') state.token = state.handedToken;
      state.handedToken = '';
    },
    /** The visitor keeps the token they had. */
    handedTokenDeclined(state) {
      state.handedToken = '';
    },
    bonusUpdated(state, action: PayloadAction<Partial<XbbBonus>>) {
      state.xbbBonus = { ...state.xbbBonus, ...action.payload };
    },
    appMoneyLinkReceived(state, action: PayloadAction<string>) {
      state.appMoneyLink = action.payload;
    },
    viewportResized(state, action: PayloadAction<number>) {
      state.resizeData.clientWidth = action.payload;
    },
    mobileDataTold(state, action: PayloadAction<'film' | 'feed'>) {
      state.mobileDataTold[action.payload] = true;
    },
  },
  selectors: {
    selectToken: (state) => state.token,
    selectHandedToken: (state) => state.handedToken,
    /** A handed-over token is there to be taken without asking (see `takesHandedTokenAtOnce`). */
    selectTakesHandedToken: takesHandedTokenAtOnce,
    selectClientWidth: (state) => state.resizeData.clientWidth,
    /** Ads show only when the config allows them and the bonus state does too. */
    selectAdsEnabled: (state) => adsShown(state.isShowAd, state.xbbBonus),
    selectActivityEnabled: (state) => state.isShowAd && state.xbbBonus.activity,
    selectMobileDataTold: (state) => state.mobileDataTold,
  },
});

export const {
  tokenReceived,
  loggedOut,
  tokenHanded,
  handedTokenAccepted,
  handedTokenDeclined,
  bonusUpdated,
  appMoneyLinkReceived,
  viewportResized,
  mobileDataTold,
} = sessionSlice.actions;
export const {
  selectToken,
  selectHandedToken,
  selectTakesHandedToken,
  selectClientWidth,
  selectAdsEnabled,
  selectActivityEnabled,
  selectMobileDataTold,
} = sessionSlice.selectors;
