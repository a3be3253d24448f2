-- GENERATED FILE: do not edit. The current triggers after every migration in prisma/migrations.
-- Every trigger, as pg_get_triggerdef prints it (sorted by table, then trigger), and whether it is disabled.
-- Regenerate with `npm run sql:snapshot` after adding a migration; server/test/db/sql-snapshot.test.ts fails when this is stale.

CREATE TRIGGER bookings_free_periods_delete AFTER DELETE ON public.bookings REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bookings_refresh_free_periods();

CREATE TRIGGER bookings_free_periods_insert AFTER INSERT ON public.bookings REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bookings_refresh_free_periods();

CREATE TRIGGER bookings_free_periods_truncate AFTER TRUNCATE ON public.bookings FOR EACH STATEMENT EXECUTE FUNCTION bookings_refresh_free_periods();

CREATE TRIGGER bookings_free_periods_update AFTER UPDATE ON public.bookings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bookings_refresh_free_periods();

CREATE TRIGGER car_locations_free_periods_delete AFTER DELETE ON public.car_locations REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION car_locations_refresh_free_periods();

CREATE TRIGGER car_locations_free_periods_insert AFTER INSERT ON public.car_locations REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION car_locations_refresh_free_periods();

CREATE TRIGGER car_locations_free_periods_update AFTER UPDATE ON public.car_locations REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION car_locations_refresh_free_periods();

CREATE TRIGGER cars_search_values_update AFTER UPDATE ON public.cars REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION cars_refresh_search_values();

CREATE TRIGGER suppliers_search_values_update AFTER UPDATE ON public.suppliers REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION suppliers_refresh_search_values();
