export function startPushService(port?: number): Promise<{ port: number; close(): Promise<void> }>;
