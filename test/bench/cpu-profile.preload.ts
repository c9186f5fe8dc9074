// Loaded with `node -r` into the API by `npm run bench:api -- --profile`: the first SIGWINCH starts the
// V8 CPU profiler, the second writes the profile to CPU_PROFILE_FILE (SIGWINCH because Nest's shutdown
// hooks end the app on SIGUSR2 and most other signals). `--cpu-prof` would profile the whole
// life of the process (start-up, seeding, every client count) and is lost when Nest's shutdown hook
// re-raises SIGTERM, so the bench brackets exactly the load it wants to look at instead.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';

const session = new Session();
let running = false;

function post(method: string, params?: object): Promise<unknown> {
  return new Promise((resolve, reject) => session.post(method, params ?? {}, (err, result) => (err ? reject(err) : resolve(result))));
}

process.on('SIGWINCH', () => {
  if (!running) {
    running = true;
    session.connect();
    void post('Profiler.enable')
      .then(() => post('Profiler.setSamplingInterval', { interval: 200 }))
      .then(() => post('Profiler.start'));
    return;
  }
  running = false;
  void post('Profiler.stop').then((result) => {
    writeFileSync(process.env.CPU_PROFILE_FILE ?? 'api.cpuprofile', JSON.stringify((result as { profile: unknown }).profile));
    session.disconnect();
  });
});
