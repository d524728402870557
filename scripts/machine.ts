/**
 * `tsx scripts/machine.ts <start|test|drill|bench>`: makes sure the machine has the Debian packages
 * that npm script needs (tooling/system/debianPackages.ts), before it starts. As root with apt-get it
 * installs what is missing; otherwise it stops at once with the one command that would, except for
 * `npm start`, which says so and serves without the sandbox, as docs/deploying.md describes.
 */
import { spawnSync } from 'node:child_process';
import { missingPackages, onPath, type MachinePurpose } from '../tooling/system/debianPackages';

const PURPOSES: readonly MachinePurpose[] = ['start', 'test', 'drill', 'bench'];

/**
 * What happens when `purpose` lacks packages it could not get: the server starts without its sandbox
 * (it says why in its log at every start, or refuses with RENDERER_SANDBOX=required); the others stop.
 */
function lacking(purpose: MachinePurpose, said: string): number {
  if (purpose !== 'start') {
    console.error(said);
    return 1;
  }
  console.error(
    `${said}\nStarting without them meanwhile: pages are rendered outside the renderer's sandbox, and the server's log says so at every start (docs/deploying.md).`,
  );
  return 0;
}

function main(): number {
  const purpose = process.argv[2] as MachinePurpose;
  if (!PURPOSES.includes(purpose)) {
    console.error(`Usage: tsx scripts/machine.ts <${PURPOSES.join('|')}>`);
    return 2;
  }
  const missing = missingPackages(purpose);
  if (missing.length === 0) return 0;
  if (process.env.CHROMIUM_PATH && missing.some((entry) => entry.name === 'chromium')) {
    console.error(
      `CHROMIUM_PATH is ${process.env.CHROMIUM_PATH}, and nothing is there: point it at a Chromium, or unset it to use Debian's (/usr/bin/chromium).`,
    );
    return 1;
  }
  const names = missing.map((entry) => entry.name);
  const command = `apt-get install -y ${names.join(' ')}`;
  const list = missing.map((entry) => `  ${entry.name}: ${entry.usedFor}`).join('\n');
  const canInstall = process.getuid?.() === 0 && onPath('apt-get');
  if (!canInstall)
    return lacking(
      purpose,
      `npm run ${purpose} needs Debian packages this machine lacks:\n${list}\nInstall them, then run it again:\n  sudo apt-get update && sudo ${command}`,
    );
  console.log(`Installing from Debian what npm run ${purpose} needs:\n${list}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', ...names],
  ]) {
    const run = spawnSync('apt-get', args, { env, stdio: ['ignore', 'ignore', 'inherit'] });
    if (run.status !== 0)
      return lacking(
        purpose,
        `apt-get ${args.join(' ')} failed (${run.error?.message ?? `exit code ${run.status}`}); run it by hand: ${command}`,
      );
  }
  const still = missingPackages(purpose);
  if (still.length > 0)
    return lacking(purpose, `Installed, yet still missing: ${still.map((entry) => entry.name).join(', ')}.`);
  return 0;
}

process.exitCode = main();
