import { createMonolithBuild } from '../tooling/webpack/configs';

export default () => createMonolithBuild({ mode: 'production', outputPath: process.env.OUTPUT_PATH });
