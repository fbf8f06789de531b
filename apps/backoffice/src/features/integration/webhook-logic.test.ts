import { describe, expect, it } from 'vitest';
import { ApiError } from '@portal/ui/auth';
import { deliveryLogRefresh, endpointState, refreshWhileWaiting, refusedUrlKey, webhookProblems } from './webhook-logic';

describe('the webhooks screen', () => {
  it('tells an endpoint on, failing, turned off by a person or after failing', () => {
    expect(endpointState({ enabled: true, disabledReason: null, failingSince: null }).key).toBe('webhooks.state.on');
    expect(endpointState({ enabled: true, disabledReason: null, failingSince: '2026-11-28T10:00:00Z' }).key).toBe('webhooks.state.failing');
    expect(endpointState({ enabled: false, disabledReason: 'staff', failingSince: null }).key).toBe('webhooks.state.off');
    expect(endpointState({ enabled: false, disabledReason: 'failing', failingSince: '2026-11-25T10:00:00Z' }).key).toBe(
      'webhooks.state.off-failing',
    );
  });

  it('asks for an http(s) address and one event type at least', () => {
    expect(webhookProblems({ url: '', description: '', events: [] })).toEqual({
      url: 'webhooks.problem.url-required',
      events: 'webhooks.problem.events',
    });
    expect(webhookProblems({ url: 'ftp://erp.example.com', description: '', events: ['order.placed'] })).toEqual({
      url: 'webhooks.problem.url-https',
    });
    expect(webhookProblems({ url: 'https://erp.example.com/hook', description: '', events: ['order.placed'] })).toEqual({});
  });

  it("words the server's refusal of an address by its reason", () => {
    expect(refusedUrlKey(new ApiError(400, 'VALIDATION_FAILED', 'private', 'url', 'webhook-url.private'))).toBe('webhooks.refused.private');
    expect(refusedUrlKey(new ApiError(400, 'VALIDATION_FAILED', 'bad', 'url'))).toBe('webhooks.refused.other');
    expect(refusedUrlKey(new ApiError(400, 'VALIDATION_FAILED', 'bad', 'events'))).toBeNull();
    expect(refusedUrlKey(new Error('network'))).toBeNull();
  });

  it('reads again only while something waits', () => {
    expect(refreshWhileWaiting([0, 0])).toBe(false);
    expect(refreshWhileWaiting([0, 2])).toBe(5000);
  });

  it('keeps an open delivery log watching for new deliveries, faster while some wait', () => {
    expect(deliveryLogRefresh([])).toBe(15_000);
    expect(deliveryLogRefresh(['delivered', 'failed'])).toBe(15_000);
    expect(deliveryLogRefresh(['delivered', 'retrying'])).toBe(5000);
    expect(deliveryLogRefresh(['pending'])).toBe(5000);
  });
});
