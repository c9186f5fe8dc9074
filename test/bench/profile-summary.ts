// Reads a V8 CPU profile (.cpuprofile) and says where the time went: idle, GC, by package (self time)
// and the hottest functions, as shares of all samples.
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
export interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** The package a script belongs to (node_modules/<pkg>), `node:` for Node's own, `app` for the project. */
function owner(url: string): string {
  if (!url) return '(native)';
  if (url.startsWith('node:')) return 'node';
  const at = url.lastIndexOf('node_modules/');
  if (at >= 0) {
    const parts = url.slice(at + 'node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  return 'app';
}

export function summarizeProfile(profile: CpuProfile, top = 20): string {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  /** Native code and Node's own library are counted to the nearest caller in a package or the app. */
  const caller = (id: number): ProfileNode | undefined => {
    for (let p = parent.get(id); p !== undefined; p = parent.get(p)) {
      const url = byId.get(p)!.callFrame.url;
      if (url && !url.startsWith('node:')) return byId.get(p);
    }
    return undefined;
  };
  /** The profiler's own work (the bench's start and stop calls) is not the API's. */
  const profilerOwn = (id: number): boolean => {
    for (let p: number | undefined = id; p !== undefined; p = parent.get(p)) {
      const url = byId.get(p)!.callFrame.url;
      if (url === 'node:inspector' || url.includes('cpu-profile.preload')) return true;
    }
    return false;
  };
  const self = new Map<number, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    if (profilerOwn(id)) return;
    const dt = profile.timeDeltas[i] ?? 0;
    self.set(id, (self.get(id) ?? 0) + dt);
    total += dt;
  });
  const pct = (t: number) => `${((100 * t) / total).toFixed(1)}%`.padStart(6);
  const byPackage = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let idle = 0;
  for (const [id, t] of self) {
    const { functionName, url } = byId.get(id)!.callFrame;
    if (functionName === '(idle)') idle += t;
    const special = ['(idle)', '(garbage collector)', '(program)', '(root)'].includes(functionName);
    const from = (!url || url.startsWith('node:')) && !special ? caller(id) : undefined;
    const pkg = special ? functionName : owner(from?.callFrame.url || url);
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + t);
    const where = (f: ProfileNode['callFrame']) =>
      `${f.url.replace(/^.*node_modules\//, '').replace(/^.*\/dist\//, 'dist/')}:${f.lineNumber + 1}`;
    const here = url ? where(byId.get(id)!.callFrame) : '(native)';
    const key = `${functionName || '(anonymous)'}  ${here}${from ? `  <- ${from.callFrame.functionName || '(anonymous)'} ${where(from.callFrame)}` : ''}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + t);
  }
  const sorted = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1]);
  const lines = [
    `  sampled ${(total / 1e6).toFixed(1)} s, idle ${pct(idle).trim()}`,
    '  self time by package (native code and Node internals counted to the package that called them):',
  ];
  for (const [name, t] of sorted(byPackage).slice(0, 14)) lines.push(`    ${pct(t)}  ${name}`);
  lines.push('  hottest functions (self time):');
  for (const [name, t] of sorted(byFunction).slice(0, top)) lines.push(`    ${pct(t)}  ${name}`);
  return lines.join('\n');
}
