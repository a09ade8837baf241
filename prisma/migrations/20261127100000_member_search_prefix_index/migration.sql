-- Member search (GET /api/profile/search and the search box's members) finds usernames by their prefix:
-- `username_key LIKE 'gäd%'`. The unique index on username_key follows the database's collation and cannot answer
-- a prefix, so every search read the whole users table (42 ms at 50,000 members). An index in code-point order
-- (text_pattern_ops) answers it as a range (0.2 ms).
CREATE INDEX "users_username_key_prefix_idx" ON "users" ("username_key" text_pattern_ops);
