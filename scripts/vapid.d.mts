export function generateVapidKeys(): Promise<{ publicKey: string; privateKey: string }>;
