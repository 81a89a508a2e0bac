import '@video/ui/tokens.css';
import './styles.css';
import './boot-shell.css';
import { boot } from './app/boot';
import { installTrustedTypesPolicy } from './core/trusted-types';
import { followViewportHeight, supportsDynamicViewportUnits } from './core/viewport-height';

// First: the workers the app starts need it where the CSP enforces Trusted Types.
installTrustedTypesPolicy();
// Before the first render: full-screen layouts need the visible height where dvh is missing.
followViewportHeight({
  window,
  root: document.documentElement,
  supportsDvh: supportsDynamicViewportUnits(),
});
const container = document.getElementById('root');
if (container) void boot(container);
