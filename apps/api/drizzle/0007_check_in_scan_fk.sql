-- A ticket's check-in scan must exist (issue 15). Deferred to the end of the statement's
-- transaction: the online scan updates the ticket and inserts its scan in one statement, and
-- when that insert gives way to a scan recorded meanwhile under the same nonce, this constraint
-- undoes the admission instead of leaving the ticket pointing at nothing.
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_check_in_scan_id_fk" FOREIGN KEY ("check_in_scan_id") REFERENCES "public"."check_in_scans"("id") ON DELETE SET NULL DEFERRABLE INITIALLY DEFERRED;
