import { startBenchServers } from './bench-servers';
const servers = await startBenchServers({ port: 6230, outDir: process.env['WEB_OUT_DIR'], build: false });
console.log('SITE', servers.siteUrl);
process.on('SIGTERM', () => void servers.stop().then(() => process.exit(0)));
