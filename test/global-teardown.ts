export default async function globalTeardown() {
  const services = (globalThis as { __PLENUM_SERVICES__?: { stop(): Promise<void> } }).__PLENUM_SERVICES__;
  await services?.stop();
}
