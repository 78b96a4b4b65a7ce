/** Worker tests' push service: a real HTTP listener on loopback, started once for the run. */
import type { TestProject } from "vitest/node";
import { startPushService } from "../../scripts/local-push-service.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    pushService: string;
  }
}

export default async function setup(project: TestProject) {
  const service = await startPushService();
  project.provide("pushService", `http://127.0.0.1:${service.port}`);
  return () => service.close();
}
