// The import's limits and the messages a file that breaks them gets. Browser-safe: the page says them before upload.

export const IMPORT_LIMITS = {
  /** the uploaded file as sent */
  fileMaxBytes: 10 * 1024 * 1024,
  /** rows after the header */
  rowsMax: 10_000,
  /** one cell's text; the report's longest field (notes) takes 2,000 characters, so a longer cell is a wrong row up to here */
  cellMaxChars: 10_000,
  /** a workbook unpacked: its parts together, and how many parts */
  unpackedMaxBytes: 60 * 1024 * 1024,
  zipEntriesMax: 500,
  /** rows shown in the preview */
  previewRows: 20,
  /** an upload not started within this time is dropped with its cells */
  uploadKeptHours: 24,
} as const;

const thousands = (value: number) => value.toLocaleString("sv-SE");

export const importMessages = {
  fileRequired: "Välj en fil att importera",
  fileEmpty: "Filen är tom",
  fileTooLarge: `Filen är för stor (högst ${IMPORT_LIMITS.fileMaxBytes / 1024 / 1024} MB). Dela upp den i flera filer.`,
  fileType: "Välj en CSV-fil eller en Excel-arbetsbok (.xlsx)",
  oldExcel: "Äldre Excel-filer (.xls) kan inte läsas. Spara arbetsboken som .xlsx eller CSV UTF-8 och försök igen.",
  encoding: "Filen är inte sparad som UTF-8, så å, ä och ö kan inte läsas rätt. Spara den som ”CSV UTF-8” i Excel och försök igen.",
  unreadable: "Filen kunde inte läsas. Kontrollera att det är en hel CSV-fil eller Excel-arbetsbok.",
  unpackedTooLarge: "Arbetsboken är för stor när den packas upp. Spara den som CSV UTF-8 och försök igen.",
  tooManyRows: `Filen har fler än ${thousands(IMPORT_LIMITS.rowsMax)} rader. Dela upp den i flera filer.`,
  tooManyColumns: "Filen har för många kolumner (högst 60).",
  cellTooLong: `En cell i filen är längre än ${thousands(IMPORT_LIMITS.cellMaxChars)} tecken.`,
  noRows: "Filen har inga rader under rubrikraden",
  busy: "Du har redan en import som pågår. Vänta tills den är klar.",
  notFound: "Importen finns inte",
  started: "Importen har redan startats",
  notStarted: "Importen har inte startats",
  pendingChild: "Ditt konto väntar på samtycke från en förälder",
} as const;
