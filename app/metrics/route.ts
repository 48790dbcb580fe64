import { metricsAnswer } from '@/server/observability/metrics-endpoint';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** Prometheus metrics of this instance (server/observability/); kept off the public by its own rule. */
export const GET = (request: Request) => metricsAnswer(request);
