import '@video/ui/tokens.css';
import './styles.css';
import { boot } from './app/boot';

const container = document.getElementById('root');
if (container) void boot(container);
