-- A pending change names the command that applies it once approved (the gated operation's id),
-- beside the validated input it was asked with (params, query, body). Changes asked for before
-- commands had names are given the name of the operation their route serves; a route that no
-- longer exists leaves it empty, and approving such a change is refused without applying it.
ALTER TABLE approval_request ADD COLUMN IF NOT EXISTS command text;

UPDATE approval_request
   SET command = CASE method || ' ' || route_url
     WHEN 'PUT /api/v1/approvals/rules/:action' THEN 'approvals.changeRule'
     WHEN 'PUT /api/v1/payment/manualrollback/:id' THEN 'payments.rollbackPayment'
     WHEN 'POST /api/v1/payment/settle/:payment_type' THEN 'payments.settlePayments'
     WHEN 'POST /api/v1/sales_plan/:id/mdr_rates' THEN 'plans.createRates'
     WHEN 'PUT /api/v1/sales_plan/:id/mdr_rates' THEN 'plans.updateRates'
     WHEN 'DELETE /api/v1/sales_plan/:id/card_brand_rates/:card_brand_id' THEN 'plans.deleteBrandRates'
     WHEN 'PUT /api/v1/sales_plan/update_anticipation_rate' THEN 'plans.updateAnticipationRates'
     WHEN 'PUT /api/v1/project/:id/centralizer_account' THEN 'projects.changeCentralizerAccount'
     WHEN 'POST /api/v1/project/:id/parameter' THEN 'projects.createParameters'
     WHEN 'PUT /api/v1/project/:id/parameter' THEN 'projects.updateParameters'
     WHEN 'POST /api/v1/merchant/:id/unblock' THEN 'merchants.unblockMerchant'
     WHEN 'PUT /api/v1/merchant/:id/settlement_destination' THEN 'merchants.changeSettlementDestination'
     WHEN 'PUT /gateway/spe-n-open-account/v1/analysis/:id' THEN 'onboarding.decide'
   END
 WHERE command IS NULL;
