import baseConfig from '../../eslint.config.mjs';

// media/ holds MPEG-TS segments named *.ts: video, not TypeScript.
export default [...baseConfig, { ignores: ['media/**'] }];
