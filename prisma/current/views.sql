-- GENERATED FILE: do not edit. The current views after every migration in prisma/migrations.
-- Every view and materialized view, as pg_get_viewdef prints it (sorted by name).
-- Regenerate with `npm run sql:snapshot` after adding a migration; server/test/db/sql-snapshot.test.ts fails when this is stale.

-- (none)
