import '@video/ui/tokens.css';
import './styles.css';
import { boot } from './app/boot';
import { installTrustedTypesPolicy } from './core/trusted-types';

// First: the workers the app starts need it where the CSP enforces Trusted Types.
installTrustedTypesPolicy();
const container = document.getElementById('root');
if (container) void boot(container);
