-- Trigram search for the staff inbox (decision 041): PostgreSQL contrib; PGlite loads its own copy.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
