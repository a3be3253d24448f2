-- The notifications page (issue 13 point 4) reads a user's notifications newest first, 30 at a
-- time, after a cursor (created_at, id): rows written in one transaction share created_at (now()
-- is the transaction's start), so the id breaks the tie. With the id in the index the cursor's
-- row comparison `(created_at, id) < ($at, $id)` is an index condition and a deep page reads only
-- its own rows; this index replaces the (user_id, created_at DESC) one, which it covers.
--
-- The unread count (the header's bell) needs no new index: notifications_unread_idx
-- (user_id) WHERE NOT is_read, from the first migration, answers `count(*) ... WHERE user_id = $1
-- AND NOT is_read` from the unread rows alone (services/notifications/notifications.ts).

CREATE INDEX notifications_user_created_id_idx ON notifications (user_id, created_at DESC, id DESC);
DROP INDEX notifications_user_id_created_at_idx;
