-- GENERATED FILE: do not edit. The current types after every migration in prisma/migrations.
-- Every enum (its values in their order) and domain (sorted by name).
-- Regenerate with `npm run sql:snapshot` after adding a migration; server/test/db/sql-snapshot.test.ts fails when this is stale.

CREATE TYPE booking_status AS ENUM ('void', 'pending', 'deposit', 'paid', 'reserved', 'cancelled');

CREATE TYPE car_range AS ENUM ('mini', 'midi', 'maxi', 'scooter');

CREATE TYPE checkout_status AS ENUM ('open', 'complete', 'expired', 'failed');

CREATE TYPE fuel_policy AS ENUM ('likeForlike', 'freeTank');

CREATE TYPE fuel_type AS ENUM ('diesel', 'gasoline', 'electric', 'hybrid', 'plugInHybrid', 'unknown');

CREATE TYPE gearbox AS ENUM ('manual', 'automatic');

CREATE TYPE multimedia AS ENUM ('touchscreen', 'bluetooth', 'androidAuto', 'appleCarPlay');

CREATE TYPE outbox_status AS ENUM ('pending', 'sent', 'failed');

CREATE TYPE payment_option AS ENUM ('payLater', 'payOnline');

CREATE TYPE token_purpose AS ENUM ('activation', 'passwordReset', 'emailChange');

CREATE TYPE user_type AS ENUM ('admin', 'supplier', 'driver');
