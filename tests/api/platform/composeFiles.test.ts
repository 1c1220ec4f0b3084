import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../api/platform/config';
import { composeFileText, composeProject, type Project } from '../../helpers/composeProject';

// What an operator's .env must hold at least (docker-compose.yml refuses to start without it).
const dotEnv = { SESSION_SECRET: 'a-session-secret-of-32-characters-or-more' };
const plain = ['docker-compose.yml'];
const withOllama = [...plain, 'docker-compose.ollama.yml'];
const withGpu = [...withOllama, 'docker-compose.gpu.yml'];
const apps = ['app1', 'app2'];

/** The configuration an app instance of `project` starts with. */
function appConfig(project: Project, app: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'meme-compose-'));
  try {
    return loadConfig({ ...project.services[app]!.environment, DATA_DIR: dataDir });
  } finally {
    rmSync(dataDir, { recursive: true });
  }
}

/** Runs ollama-pull's command with a stand-in `ollama` that logs its arguments; returns the log and exit code. */
function runPull(project: Project, failOn?: string) {
  const pull = project.services['ollama-pull']!;
  const dir = mkdtempSync(join(tmpdir(), 'meme-ollama-pull-'));
  try {
    const log = join(dir, 'pulled');
    writeFileSync(join(dir, 'ollama'), `#!/bin/sh\necho "$*" >> "${log}"\n[ "$2" != "${failOn ?? ''}" ]\n`);
    chmodSync(join(dir, 'ollama'), 0o755);
    writeFileSync(log, '');
    const [shell, ...args] = [...pull.entrypoint!, ...pull.command!];
    const run = spawnSync(shell!, args, { env: { ...pull.environment, PATH: `${dir}:${process.env.PATH}` } });
    return { pulled: readFileSync(log, 'utf8').trim().split('\n').filter(Boolean), status: run.status };
  } finally {
    rmSync(dir, { recursive: true });
  }
}

describe('docker compose files', () => {
  it('plain `docker compose up` runs the apps, load balancer, database and Redis only, with captions from .env', () => {
    const project = composeProject(plain, dotEnv);
    expect(Object.keys(project.services).sort()).toEqual(['app1', 'app2', 'lb', 'postgres', 'redis']);
    expect(project.volumes).not.toHaveProperty('ollama-models');
    const withKey = composeProject(plain, { ...dotEnv, OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: 'https://llm.example.com/v1' });
    for (const app of apps) {
      expect(appConfig(project, app).openai).toBeUndefined();
      expect(appConfig(withKey, app).openai).toMatchObject({ apiKey: 'sk-test', baseUrl: 'https://llm.example.com/v1', model: 'gpt-4o-mini' });
      // The image is built as small as before unless the operator asks for the local model runtime.
      expect(project.services[app]!.build?.args).toEqual({ LOCAL_MODEL_RUNTIME: 'false' });
    }
    expect(Object.values(project.services).some((service) => service.deploy)).toBe(false);
  });

  it('with the Ollama file both apps caption through the ollama service, with the model it pulls', () => {
    const project = composeProject(withOllama, { ...dotEnv, OPENAI_API_KEY: 'sk-hosted', OPENAI_BASE_URL: 'https://api.openai.com/v1' });
    const { ollama, 'ollama-pull': pull } = project.services;
    expect(ollama).toBeDefined();
    for (const app of apps) {
      const openai = appConfig(project, app).openai;
      expect(openai).toMatchObject({ baseUrl: 'http://ollama:11434/v1', model: 'qwen3:4b-instruct-2507-q4_K_M' });
      // The hosted key in .env is not sent to Ollama, and a local model gets more time than the 30 s default.
      expect(openai?.apiKey).toBe('ollama');
      expect(openai?.timeoutMs).toBe(120_000);
      // The app resolves `ollama` only on a network they share.
      expect(ollama!.networks).toEqual(expect.arrayContaining(project.services[app]!.networks!));
    }
    expect(runPull(project)).toEqual({ pulled: ['pull qwen3:4b-instruct-2507-q4_K_M'], status: 0 });
    expect(pull!.environment?.OLLAMA_HOST).toBe('http://ollama:11434');
    // Pulled models outlive the containers.
    expect(ollama!.volumes).toContain('ollama-models:/root/.ollama');
    expect(project.volumes).toHaveProperty('ollama-models');
  });

  it('starts the apps only once the model is pulled, and pulls once Ollama answers', () => {
    const project = composeProject(withOllama, dotEnv);
    for (const app of apps) {
      expect(project.services[app]!.depends_on?.['ollama-pull']).toEqual({ condition: 'service_completed_successfully' });
    }
    // The database and Redis conditions of docker-compose.yml still hold.
    expect(project.services.app1!.depends_on).toMatchObject({ postgres: { condition: 'service_healthy' }, redis: { condition: 'service_healthy' } });
    expect(project.services['ollama-pull']!.depends_on).toEqual({ ollama: { condition: 'service_healthy' } });
    expect(project.services.ollama!.healthcheck?.test).toEqual(['CMD', 'ollama', 'list']);
    // A failed pull stops the start instead of leaving the apps with a missing model, also when
    // another model comes after it.
    const twoModels = composeProject(withOllama, { ...dotEnv, OLLAMA_VISION_MODEL: 'qwen2.5vl:3b' });
    expect(runPull(twoModels, 'qwen3:4b-instruct-2507-q4_K_M')).toEqual({ pulled: ['pull qwen3:4b-instruct-2507-q4_K_M'], status: 1 });
  });

  it('OLLAMA_MODEL and OLLAMA_VISION_MODEL choose what is pulled and what the apps ask for', () => {
    const project = composeProject(withOllama, { ...dotEnv, OLLAMA_MODEL: 'qwen2.5:7b', OLLAMA_VISION_MODEL: 'qwen2.5vl:3b', OLLAMA_TIMEOUT_MS: '300000' });
    expect(appConfig(project, 'app2').openai).toMatchObject({ model: 'qwen2.5:7b', visionModel: 'qwen2.5vl:3b', timeoutMs: 300_000 });
    expect(runPull(project)).toEqual({ pulled: ['pull qwen2.5:7b', 'pull qwen2.5vl:3b'], status: 0 });
    // Without a vision model, uploads go to the text model (and the config says so).
    expect(appConfig(composeProject(withOllama, dotEnv), 'app1').openai?.visionModel).toBe('qwen3:4b-instruct-2507-q4_K_M');
  });

  it('the GPU file reserves every NVIDIA GPU for Ollama and nothing else', () => {
    const project = composeProject(withGpu, dotEnv);
    expect(project.services.ollama!.deploy?.resources?.reservations?.devices).toEqual([{ driver: 'nvidia', count: 'all', capabilities: ['gpu'] }]);
    const gpuOnly = composeProject(['docker-compose.gpu.yml'], dotEnv);
    expect(Object.keys(gpuOnly.services)).toEqual(['ollama']);
    // The model server itself is unchanged by it: same image, models and settings as without a GPU.
    const { deploy, ...rest } = project.services.ollama!;
    expect(deploy).toBeDefined();
    expect(rest).toEqual(composeProject(withOllama, dotEnv).services.ollama);
  });

  it('the Dockerfile installs the local model runtime only when asked', () => {
    const dockerfile = composeFileText('Dockerfile');
    expect(dockerfile).toContain('ARG LOCAL_MODEL_RUNTIME=false');
    expect(dockerfile).toContain('if [ "$LOCAL_MODEL_RUNTIME" = "true" ]; then');
    // Built in the image, never copied from the host (whose runtime may be for another system).
    expect(composeFileText('.dockerignore').split('\n')).toContain('**/node_modules');
  });
});
