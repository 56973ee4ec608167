DROP INDEX "webhook_delivery_event_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_delivery_event_endpoint_uq" ON "webhook_delivery" USING btree ("event_id","endpoint_id");