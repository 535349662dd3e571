import { describe, expect, it } from 'vitest';
import { derivedOperationId } from './openapi-operation-id.ts';

describe('derived operation ids', () => {
  it('read area, method and path in camel case, parameters as By…, without the API prefix', () => {
    expect(derivedOperationId('merchants', 'GET', '/api/v1/merchant/{id}/acquirer')).toBe(
      'merchants.getV1MerchantByIdAcquirer',
    );
    expect(derivedOperationId('plans', 'get', '/api/v1/card_brand_operation_param/')).toBe(
      'plans.getV1CardBrandOperationParam',
    );
    expect(
      derivedOperationId(
        'onboarding',
        'put',
        '/gateway/spe-n-backoffice/v1/device/ap/{uuidAccountPayment}/authorize/{accountID}',
      ),
    ).toBe('onboarding.putSpeNBackofficeV1DeviceApByUuidAccountPaymentAuthorizeByAccountId');
    expect(derivedOperationId('platform', 'get', '/healthz')).toBe('platform.getHealthz');
    expect(derivedOperationId('receivable-registry', 'get', '/api/v1/cerc_ur/{urId}/installments/')).toBe(
      'receivable-registry.getV1CercUrByUrIdInstallments',
    );
  });

  it('differ for a literal segment and a parameter of the same name', () => {
    expect(derivedOperationId('a', 'get', '/api/v1/x/{id}')).not.toBe(
      derivedOperationId('a', 'get', '/api/v1/x/id'),
    );
    expect(derivedOperationId('a', 'get', '/api/v1/x')).not.toBe(
      derivedOperationId('a', 'post', '/api/v1/x'),
    );
  });

  it('keep only URL-safe characters in the area', () => {
    expect(derivedOperationId('saved views', 'get', '/api/v1/saved-views')).toBe(
      'saved-views.getV1SavedViews',
    );
  });
});
