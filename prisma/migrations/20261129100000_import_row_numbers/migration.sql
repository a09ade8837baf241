-- Each kept row's number in the member's own spreadsheet (blank rows counted, the header being row 1 when it is the
-- first), so the preview and the file of wrong rows name the rows the member sees. Empty for uploads kept before
-- it: their rows are numbered as before, from row 2 without gaps.
ALTER TABLE "logbook_imports" ADD COLUMN "row_numbers" INTEGER[] NOT NULL DEFAULT ARRAY[]::INTEGER[];
