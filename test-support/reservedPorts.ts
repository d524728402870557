/** Ports for a test's servers, reserved outside the kernel's ephemeral range and apart from every other run's (tooling/net/ports.ts). */
export { reservePort, reservePortBlock, reservePorts } from '../tooling/net/ports';
