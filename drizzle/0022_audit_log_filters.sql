-- The Audit Log's filters: an actor's and an action's entries newest first (the daily digest
-- reads an action's entries since a time too), and text anywhere in a target.
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree (lower("actor_email"),"created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_target_trgm_idx" ON "audit_log" USING gin ("target" gin_trgm_ops);