import { createMonolithBuild } from '../scripts/webpack.common';

export default () => createMonolithBuild({ mode: 'production', outputPath: process.env.OUTPUT_PATH });
