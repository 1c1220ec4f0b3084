-- This is an empty migration.

-- Hand-written: Prisma's schema cannot express an index on an expression.
-- Usernames are unique whatever their case ('Bob' and 'bob' can't both exist); the database
-- enforces it so two registrations racing for one name can't both win. Sign-in looks names up
-- through the same lower() expression, so this index serves those lookups too.
CREATE UNIQUE INDEX "users_username_lower_key" ON "users" (lower("username"));
