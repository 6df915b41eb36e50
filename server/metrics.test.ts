import { Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { bearerMatches, RequestHistogram } from './metrics.ts';

describe('bearerMatches', () => {
  const token = 'a-metrics-token-of-some-length';
  it('takes the token as a bearer token only', () => {
    expect(bearerMatches(`Bearer ${token}`, token)).toBe(true);
    expect(bearerMatches(undefined, token)).toBe(false);
    expect(bearerMatches(token, token)).toBe(false);
    expect(bearerMatches(`Basic ${token}`, token)).toBe(false);
    expect(bearerMatches(`Bearer ${token}x`, token)).toBe(false);
    expect(bearerMatches('Bearer a', token)).toBe(false);
    expect(bearerMatches('Bearer ', token)).toBe(false);
  });
});

describe('RequestHistogram', () => {
  it("is exposed in Prometheus' histogram format", async () => {
    const histogram = new RequestHistogram();
    histogram.observe('/product/:productName', 'GET', 200, 0.003);
    histogram.observe('/product/:productName', 'GET', 200, 0.2);
    histogram.observe('/product/:productName', 'GET', 200, 20);
    histogram.observe('/*', 'PROPFIND', 404, 0.001);
    const registry = new Registry();
    registry.registerMetric(histogram as never);
    const text = await registry.metrics();
    const labels = 'route="/product/:productName",method="GET",status="200"';
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(text).toContain(`http_request_duration_seconds_bucket{${labels},le="0.005"} 1`);
    expect(text).toContain(`http_request_duration_seconds_bucket{${labels},le="0.1"} 1`);
    expect(text).toContain(`http_request_duration_seconds_bucket{${labels},le="0.25"} 2`);
    expect(text).toContain(`http_request_duration_seconds_bucket{${labels},le="10"} 2`);
    expect(text).toContain(`http_request_duration_seconds_bucket{${labels},le="+Inf"} 3`);
    expect(text).toMatch(
      /http_request_duration_seconds_sum\{route="\/product\/:productName",method="GET",status="200"\} 20\.20/,
    );
    expect(text).toContain(`http_request_duration_seconds_count{${labels}} 3`);
    expect(text).toContain(
      'http_request_duration_seconds_count{route="/*",method="other",status="404"} 1',
    );
  });
});
