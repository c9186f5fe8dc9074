// The Kubernetes manifests (deploy/kubernetes): every overlay rendered offline with `kubectl kustomize`, every
// object validated against the Kubernetes schemas (kubernetes-models) and the invariants docs/operations.md
// promises. No cluster and no network.
import { loadAll } from 'js-yaml';
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { Job } from 'kubernetes-models/batch/v1/Job';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import { NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import type { IContainer } from 'kubernetes-models/v1/Container';
import type { IPodSpec } from 'kubernetes-models/v1/PodSpec';
import { Secret } from 'kubernetes-models/v1/Secret';
import { Service } from 'kubernetes-models/v1/Service';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const kustomizeRoot = path.join(root, 'deploy/kubernetes');

interface KubeObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Record<string, string> };
  [field: string]: unknown;
}

/** The schema of every kind the manifests may contain; anything else fails the test. */
const MODELS: Record<string, new (data: never) => { validate(): void }> = {
  'apps/v1/Deployment': Deployment,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'batch/v1/Job': Job,
  'networking.k8s.io/v1/Ingress': Ingress,
  'networking.k8s.io/v1/NetworkPolicy': NetworkPolicy,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'v1/ConfigMap': ConfigMap,
  'v1/Secret': Secret,
  'v1/Service': Service,
};
/** Custom resources of the opt-in component (the Prometheus operator's), checked by the invariants below. */
const CUSTOM_KINDS = new Set(['monitoring.coreos.com/v1/ServiceMonitor']);

function render(dir: string): KubeObject[] {
  let yaml: string;
  try {
    yaml = execFileSync('kubectl', ['kustomize', path.join(kustomizeRoot, dir)], { encoding: 'utf8' });
  } catch (err) {
    throw new Error(`kubectl kustomize ${dir} failed (kubectl must be installed; it renders offline): ${(err as Error).message}`, {
      cause: err,
    });
  }
  const objects = loadAll(yaml).filter(Boolean) as KubeObject[];
  // kustomize folds long base64 values over lines; the API server's decoder skips the line breaks.
  for (const secret of objects.filter((o) => o.kind === 'Secret') as (KubeObject & { data?: Record<string, string> })[]) {
    for (const key of Object.keys(secret.data ?? {})) secret.data![key] = secret.data![key].replace(/\s/g, '');
  }
  return objects;
}

const OVERLAYS = ['base', 'overlays/single-node', 'overlays/ha', 'overlays/ha-monitored'];
const rendered = new Map(OVERLAYS.map((dir) => [dir, render(dir)]));

const ofKind = <T>(objects: KubeObject[], kind: string) => objects.filter((o) => o.kind === kind) as unknown as (KubeObject & T)[];
type Workload = { spec: { template: { metadata: { labels: Record<string, string> }; spec: IPodSpec } } };
type DeploymentObject = Workload & { spec: { replicas?: number; selector: { matchLabels: Record<string, string> } } };
const deployment = (objects: KubeObject[], name: string) => {
  const found = ofKind<DeploymentObject>(objects, 'Deployment').find((d) => d.metadata.name === name);
  if (!found) throw new Error(`no Deployment ${name}`);
  return found;
};
const workloads = (objects: KubeObject[]) => [...ofKind<Workload>(objects, 'Deployment'), ...ofKind<Workload>(objects, 'Job')];
/** The ha overlay's connection pooler: hardened like the rest, but its own image and configuration. */
const POOLER = 'plenum-pgbouncer';
/** The workloads that run the Plenum image (API, workers, migration Job). */
const appWorkloads = (objects: KubeObject[]) => workloads(objects).filter((w) => (w as unknown as KubeObject).metadata.name !== POOLER);
const containersOf = (list: Workload[]): IContainer[] =>
  list.flatMap((w) => [...w.spec.template.spec.containers, ...(w.spec.template.spec.initContainers ?? [])]);
const matches = (selector: Record<string, string>, labels: Record<string, string>) =>
  Object.entries(selector).every(([key, value]) => labels[key] === value);
type DataObject = KubeObject & { data: Record<string, string> };
/** The generated object whose name (before kustomize's content hash) is `name`. */
const generated = (objects: KubeObject[], kind: 'ConfigMap' | 'Secret', name: string) =>
  ofKind<DataObject>(objects, kind).filter((o) => o.metadata.name.replace(/-[a-z0-9]{10}$/, '') === name);
const configData = (objects: KubeObject[]) => generated(objects, 'ConfigMap', 'plenum-config')[0].data;
const secretData = (objects: KubeObject[]) =>
  Object.fromEntries(
    Object.entries(generated(objects, 'Secret', 'plenum-secrets')[0].data).map(([k, v]) => [k, Buffer.from(v, 'base64').toString('utf8')]),
  );

/** The variables of the README's configuration table (first column, in backticks). */
function readmeVariables(): string[] {
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('\n## ', readme.indexOf('## Configuration') + 1));
  const rows = section.split('\n').filter((line) => line.startsWith('| `'));
  return rows.flatMap((row) => [...row.split('|')[1].matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1]));
}

const SECRET_LOOKING = /SECRET|PASSWORD|PASSWD|_KEY(_ID)?$|TOKEN$|CREDENTIAL|^(DATABASE|DATABASE_DIRECT|REDIS|SMTP)_URL$/;

describe.each(OVERLAYS)('deploy/kubernetes/%s', (dir) => {
  const objects = rendered.get(dir)!;

  it('validates every object against the Kubernetes schemas', () => {
    for (const object of objects) {
      const key = `${object.apiVersion}/${object.kind}`;
      if (CUSTOM_KINDS.has(key)) continue;
      const Model = MODELS[key];
      if (!Model) throw new Error(`${key} ${object.metadata.name}: no schema known; add it to MODELS`);
      expect(() => new Model(object as never).validate()).not.toThrow();
    }
  });

  it('runs the API and the workers from one pinned image as separate Deployments, hardened, with requests and limits', () => {
    const api = deployment(objects, 'plenum-api');
    const workers = deployment(objects, 'plenum-workers');
    expect(api.spec.template.spec.containers[0].command).toEqual(['node', 'dist/api/src/main.js']);
    expect(workers.spec.template.spec.containers[0].command).toEqual(['node', 'dist/workers/src/main.js']);
    expect(new Set(containersOf(appWorkloads(objects)).map((c) => c.image)).size).toBe(1);
    for (const { image } of containersOf(workloads(objects))) expect(image).toMatch(/:(?!latest$)[\w][\w.-]*$/);
    for (const workload of workloads(objects)) {
      const pod = workload.spec.template.spec;
      expect(pod.initContainers ?? []).toEqual([]);
      expect(pod.securityContext?.runAsNonRoot).toBe(true);
      expect(pod.securityContext?.runAsUser).not.toBe(0);
      const tmp = pod.volumes?.find((v) => v.emptyDir);
      expect(tmp).toBeDefined();
      for (const container of pod.containers) {
        expect(container.securityContext).toMatchObject({ readOnlyRootFilesystem: true, allowPrivilegeEscalation: false });
        expect(container.volumeMounts).toContainEqual({ name: tmp!.name, mountPath: '/tmp' });
        for (const bound of ['requests', 'limits'] as const) {
          expect(Object.keys(container.resources?.[bound] ?? {}).sort()).toEqual(['cpu', 'memory']);
        }
      }
    }
  });

  it('probes: startup and liveness ask only the process, readiness the dependencies and the schema', () => {
    const api = deployment(objects, 'plenum-api').spec.template.spec.containers[0];
    expect(api.startupProbe?.httpGet?.path).toBe('/api/health');
    expect(api.livenessProbe?.httpGet?.path).toBe('/api/health');
    expect(api.readinessProbe?.httpGet?.path).toBe('/api/health/ready');
    const workers = deployment(objects, 'plenum-workers').spec.template.spec.containers[0];
    expect(workers.startupProbe).toBeDefined();
    expect(workers.livenessProbe).toBeDefined();
  });

  it('configures through one ConfigMap with every README variable besides the Secret, and no secrets in it', () => {
    const configMaps = generated(objects, 'ConfigMap', 'plenum-config');
    const secrets = generated(objects, 'Secret', 'plenum-secrets');
    expect(configMaps).toHaveLength(1);
    expect(secrets).toHaveLength(1);
    // Besides them only the pooler's own (ha): its config file and its password list.
    const others = (kind: 'ConfigMap' | 'Secret') =>
      ofKind<KubeObject>(objects, kind).filter((o) => ![configMaps[0], secrets[0]].includes(o as DataObject));
    const pooled = dir.startsWith('overlays/ha');
    expect(others('ConfigMap').map((o) => o.metadata.name.replace(/-[a-z0-9]{10}$/, ''))).toEqual(pooled ? [POOLER] : []);
    expect(others('Secret').map((o) => o.metadata.name.replace(/-[a-z0-9]{10}$/, ''))).toEqual(pooled ? [`${POOLER}-auth`] : []);
    const config = configMaps[0].data;
    const secret = secrets[0].data;
    for (const key of Object.keys(config)) expect(key).not.toMatch(SECRET_LOOKING);
    for (const { data } of ofKind<DataObject>(objects, 'ConfigMap')) {
      for (const value of Object.values(data)) expect(value).not.toMatch(/:\/\/[^/@\s]*:[^/@\s]*@|password\s*=/i);
    }
    for (const key of Object.keys(secret)) expect(key).toMatch(SECRET_LOOKING);
    const variables = readmeVariables();
    expect(variables.length).toBeGreaterThan(25);
    expect(variables.filter((name) => !(name in config) && !(name in secret))).toEqual([]);
    // Every workload of the image reads exactly these two (kustomize renames them with their content hash).
    for (const workload of appWorkloads(objects)) {
      for (const container of workload.spec.template.spec.containers) {
        expect(container.envFrom).toEqual([
          { configMapRef: { name: configMaps[0].metadata.name } },
          { secretRef: { name: secrets[0].metadata.name } },
        ]);
      }
    }
  });

  it('selects the right pods with every Service, PodDisruptionBudget and HorizontalPodAutoscaler', () => {
    const pods = ofKind<DeploymentObject>(objects, 'Deployment').map((d) => {
      expect(matches(d.spec.selector.matchLabels, d.spec.template.metadata.labels)).toBe(true);
      return d;
    });
    const selected = (selector: Record<string, string>) => pods.filter((d) => matches(selector, d.spec.template.metadata.labels));
    for (const service of ofKind<{ spec: { selector: Record<string, string> } }>(objects, 'Service')) {
      expect(selected(service.spec.selector).map((d) => d.metadata.name)).toEqual([service.metadata.name]);
    }
    for (const budget of ofKind<{ spec: { selector: { matchLabels: Record<string, string> } } }>(objects, 'PodDisruptionBudget')) {
      expect(selected(budget.spec.selector.matchLabels).map((d) => d.metadata.name)).toEqual([budget.metadata.name]);
    }
    for (const hpa of objects.filter((o) => o.kind === 'HorizontalPodAutoscaler')) {
      expect(hpa.apiVersion).toBe('autoscaling/v2');
      const target = (hpa as unknown as { spec: { scaleTargetRef: { kind: string; name: string } } }).spec.scaleTargetRef;
      expect(target.kind).toBe('Deployment');
      expect(pods.map((d) => d.metadata.name)).toContain(target.name);
    }
  });

  it('lets only the ingress reach the API and keeps the metrics ports internal', () => {
    const policies = ofKind<{ spec: { podSelector: { matchLabels: Record<string, string> }; ingress?: NetworkPolicyRule[] } }>(
      objects,
      'NetworkPolicy',
    );
    type NetworkPolicyRule = { from?: { namespaceSelector?: { matchLabels: Record<string, string> } }[]; ports?: { port: number }[] };
    for (const name of ['plenum-api', 'plenum-workers']) {
      const labels = deployment(objects, name).spec.template.metadata.labels;
      const policy = policies.find((p) => matches(p.spec.podSelector.matchLabels, labels));
      expect(policy).toBeDefined();
      for (const rule of policy!.spec.ingress ?? []) {
        // Every rule names its sources and its ports: no rule opens a pod to everyone.
        expect(rule.from?.length).toBeGreaterThan(0);
        expect(rule.ports?.length).toBeGreaterThan(0);
        const namespaces = rule.from!.map((source) => source.namespaceSelector?.matchLabels['kubernetes.io/metadata.name']);
        for (const { port } of rule.ports!) {
          if (port === 9464 || port === 9465) expect(namespaces).toEqual(['monitoring']);
          else expect([port, namespaces]).toEqual([3000, ['ingress-nginx']]);
        }
      }
    }
    // The pooler (ha) only from the API and the workers, only on its port.
    for (const pooler of policies.filter((p) => p.metadata.name === POOLER)) {
      expect(pooler.spec.ingress).toEqual([
        {
          from: [
            {
              podSelector: {
                matchExpressions: [
                  { key: 'app.kubernetes.io/name', operator: 'In', values: ['plenum'] },
                  { key: 'app.kubernetes.io/component', operator: 'In', values: ['api', 'workers'] },
                ],
              },
            },
          ],
          ports: [{ port: 6432, protocol: 'TCP' }],
        },
      ]);
    }
    const ingress = ofKind<{
      spec: { rules: { http: { paths: { path: string; backend: { service: { name: string; port: { name: string } } } }[] } }[] };
    }>(objects, 'Ingress');
    expect(ingress).toHaveLength(1);
    const paths = ingress[0].spec.rules.flatMap((rule) => rule.http.paths);
    expect(paths.map((p) => p.path).sort()).toEqual(['/', '/api/socket.io']);
    for (const p of paths) expect(p.backend.service).toEqual({ name: 'plenum-api', port: { name: 'http' } });
  });

  it('migrates one way: the Job plenum-migrate, or the API at start in single-node', () => {
    const jobs = objects.filter((o) => o.kind === 'Job');
    if (dir === 'overlays/single-node') {
      expect(jobs).toEqual([]);
      expect(configData(objects).MIGRATE_ON_START).toBe('true');
    } else {
      expect(jobs.map((job) => job.metadata.name)).toEqual(['plenum-migrate']);
      expect((jobs[0] as unknown as Workload).spec.template.spec.containers[0].command).toEqual(['node', 'dist/api/scripts/migrate.js']);
      expect(configData(objects).MIGRATE_ON_START).toBe('false');
    }
  });

  it('connects through PgBouncer in ha (unnamed statements), straight to PostgreSQL elsewhere', () => {
    const config = configData(objects);
    const secret = secretData(objects);
    const direct = new URL(secret.DATABASE_DIRECT_URL);
    const pooler = ofKind<DeploymentObject>(objects, 'Deployment').filter((d) => d.metadata.name === POOLER);
    if (!dir.startsWith('overlays/ha')) {
      expect(pooler).toEqual([]);
      expect(config.DATABASE_PREPARED_STATEMENTS).toBe('true');
      expect(new URL(secret.DATABASE_URL).host).toBe(direct.host);
      return;
    }
    // API and workers (DATABASE_URL) reach the pooler's Service; the migration Job and the outbox LISTEN
    // (DATABASE_DIRECT_URL) the PostgreSQL server the pooler forwards to.
    expect(config.DATABASE_PREPARED_STATEMENTS).toBe('false');
    const pooled = new URL(secret.DATABASE_URL);
    const service = ofKind<{ spec: { ports: { port: number }[] } }>(objects, 'Service').find((s) => s.metadata.name === POOLER);
    expect(`${pooled.hostname}:${pooled.port}`).toBe(`${POOLER}:${service?.spec.ports[0].port}`);
    const ini = generated(objects, 'ConfigMap', POOLER)[0].data['pgbouncer.ini'];
    expect(ini).toMatch(/^pool_mode = transaction$/m);
    const target = /^(\w+) = host=(\S+) port=(\d+) dbname=(\w+)$/m.exec(ini);
    expect(target?.slice(1)).toEqual([pooled.pathname.slice(1), direct.hostname, direct.port, direct.pathname.slice(1)]);
    // The pooler knows the app's user and password.
    const users = Buffer.from(generated(objects, 'Secret', `${POOLER}-auth`)[0].data['userlist.txt'], 'base64').toString('utf8');
    expect(users.trim()).toBe(`"${pooled.username}" "${decodeURIComponent(pooled.password)}"`);
    expect(pooled.username).toBe(direct.username);
    // Two pods with probes, a disruption budget; the image pinned by version.
    const [deploymentOfPooler] = pooler;
    expect(deploymentOfPooler.spec.replicas).toBe(2);
    const container = deploymentOfPooler.spec.template.spec.containers[0];
    expect(container.image).toMatch(/^[\w./-]*pgbouncer:v?\d+\.\d+\.\d+[\w.-]*$/);
    for (const probe of [container.startupProbe, container.livenessProbe, container.readinessProbe])
      expect(probe?.tcpSocket?.port).toBe('postgres');
    expect(objects.some((o) => o.kind === 'PodDisruptionBudget' && o.metadata.name === POOLER)).toBe(true);
  });

  it('carries a ServiceMonitor only where the component is asked for', () => {
    const monitors = objects.filter((o) => o.kind === 'ServiceMonitor').map((o) => o.metadata.name);
    expect(monitors).toEqual(dir === 'overlays/ha-monitored' ? ['plenum-api', 'plenum-workers'] : []);
  });
});

describe('overlay shapes', () => {
  it('single-node: one API pod and one worker pod', () => {
    const objects = rendered.get('overlays/single-node')!;
    expect(deployment(objects, 'plenum-api').spec.replicas).toBe(1);
    expect(deployment(objects, 'plenum-workers').spec.replicas).toBe(1);
    expect(objects.filter((o) => o.kind === 'HorizontalPodAutoscaler')).toEqual([]);
  });

  it('ha: autoscaled from two pods each, disruption budgets (also for the pooler) and anti-affinity for both', () => {
    const objects = rendered.get('overlays/ha')!;
    const hpas = ofKind<{ spec: { minReplicas: number; scaleTargetRef: { name: string } } }>(objects, 'HorizontalPodAutoscaler');
    expect(hpas.map((h) => [h.spec.scaleTargetRef.name, h.spec.minReplicas]).sort()).toEqual([
      ['plenum-api', 2],
      ['plenum-workers', 2],
    ]);
    expect(
      objects
        .filter((o) => o.kind === 'PodDisruptionBudget')
        .map((o) => o.metadata.name)
        .sort(),
    ).toEqual(['plenum-api', 'plenum-pgbouncer', 'plenum-workers']);
    for (const name of ['plenum-api', 'plenum-workers']) {
      const d = deployment(objects, name);
      // The autoscaler owns the replica count.
      expect(d.spec.replicas).toBeUndefined();
      const terms = d.spec.template.spec.affinity?.podAntiAffinity?.preferredDuringSchedulingIgnoredDuringExecution ?? [];
      expect(terms.some((t) => t.podAffinityTerm.topologyKey === 'kubernetes.io/hostname')).toBe(true);
      for (const term of terms) expect(term.podAffinityTerm.labelSelector?.matchLabels).toEqual(d.spec.selector.matchLabels);
    }
  });
});
