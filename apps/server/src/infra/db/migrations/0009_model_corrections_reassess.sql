-- Issue #24 item 3: the model's corrections (seasonal anchor, break-even at the average season, coverage
-- after tax and draws, the 80% loss offset) change the figures of plans with seasons, loans or a tax rate.
-- Their assessments are written anew once: put back in the queue as pending, as a staff edit's new
-- assessment is (the background writer picks pending rows with no lease).
UPDATE "assessments" AS a
SET "status" = 'pending',
	"content" = NULL,
	"error" = NULL,
	"attempts" = 0,
	"lease_expires_at" = NULL,
	"leased_by" = NULL,
	"updated_at" = now()
FROM "questionnaires" AS q
WHERE q."id" = a."questionnaire_id"
	AND q."is_completed"
	AND (
		jsonb_typeof(q."sections" #> '{seasonality,monthlyWeights}') = 'array'
		OR (
			jsonb_typeof(q."sections" #> '{financing,loans}') = 'array'
			AND jsonb_array_length(q."sections" #> '{financing,loans}') > 0
		)
		OR coalesce(q."sections" #>> '{taxInfo,incomeTaxRatePct}', '') NOT IN ('', '0')
	);
