-- AlterTable
ALTER TABLE "reports" ADD COLUMN     "released" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "species_id" INTEGER;

-- CreateTable
CREATE TABLE "species" (
    "id" SERIAL NOT NULL,
    "slug" VARCHAR(40) NOT NULL,
    "name" VARCHAR(40) NOT NULL,
    "latin" VARCHAR(80) NOT NULL,
    "aliases" TEXT[],
    "match_keys" TEXT[],
    "big_fish_min_grams" INTEGER,
    "legal_min_length_cm" INTEGER,
    "legal_note" VARCHAR(300),
    "water" VARCHAR(10) NOT NULL,

    CONSTRAINT "species_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "species_slug_key" ON "species"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "species_name_key" ON "species"("name");

-- CreateIndex
CREATE INDEX "reports_species_id_weight_id_idx" ON "reports"("species_id", "weight" DESC, "id");

-- AddForeignKey
ALTER TABLE "reports" ADD CONSTRAINT "reports_species_id_fkey" FOREIGN KEY ("species_id") REFERENCES "species"("id") ON DELETE SET NULL ON UPDATE CASCADE;


-- Catalogue rows, written by `npx tsx scripts/species-sql.mjs` from lib/species/catalogue.ts.
INSERT INTO "species" ("slug", "name", "latin", "aliases", "match_keys", "big_fish_min_grams", "legal_min_length_cm", "legal_note", "water") VALUES
  ('abborre', 'Abborre', 'Perca fluviatilis', ARRAY['abborrar', 'abborren', 'abborrarna', 'abbe', 'abbar'], ARRAY['abborre', 'abborrar', 'abborren', 'abborrarna', 'abbe', 'abbar'], 1600, NULL, NULL, 'båda'),
  ('asp', 'Asp', 'Leuciscus aspius', ARRAY['aspar', 'aspen'], ARRAY['asp', 'aspar', 'aspen'], 5000, NULL, NULL, 'sött'),
  ('berggylta', 'Berggylta', 'Labrus bergylta', ARRAY['berggyltor', 'berggyltan'], ARRAY['berggylta', 'berggyltor', 'berggyltan'], 1400, NULL, NULL, 'salt'),
  ('bjorkna', 'Björkna', 'Blicca bjoerkna', ARRAY['björknor', 'björknan'], ARRAY['bjorkna', 'bjorknor', 'bjorknan'], 800, NULL, NULL, 'sött'),
  ('bleka', 'Bleka', 'Pollachius pollachius', ARRAY['blekor', 'blekan', 'lyrtorsk', 'lyrtorskar'], ARRAY['bleka', 'blekor', 'blekan', 'lyrtorsk', 'lyrtorskar'], 4000, NULL, NULL, 'salt'),
  ('braxen', 'Braxen', 'Abramis brama', ARRAY['braxar', 'braxnar', 'braxnarna', 'brax'], ARRAY['braxen', 'braxar', 'braxnar', 'braxnarna', 'brax'], 4400, NULL, NULL, 'sött'),
  ('backroding', 'Bäckröding', 'Salvelinus fontinalis', ARRAY['bäckrödingar', 'bäckrödingen'], ARRAY['backroding', 'backrodingar', 'backrodingen'], 1000, NULL, NULL, 'sött'),
  ('faren', 'Faren', 'Ballerus ballerus', ARRAY['farnar', 'farenen'], ARRAY['faren', 'farnar', 'farenen'], 600, NULL, NULL, 'sött'),
  ('farna', 'Färna', 'Squalius cephalus', ARRAY['färnor', 'färnan'], ARRAY['farna', 'farnor', 'farnan'], 2500, NULL, NULL, 'sött'),
  ('gadda', 'Gädda', 'Esox lucius', ARRAY['gäddor', 'gäddan', 'gäddorna'], ARRAY['gadda', 'gaddor', 'gaddan', 'gaddorna'], 12000, NULL, NULL, 'båda'),
  ('gos', 'Gös', 'Sander lucioperca', ARRAY['gösar', 'gösen', 'gösarna'], ARRAY['gos', 'gosar', 'gosen', 'gosarna'], 6500, 45, 'Gös under 45 cm ska enligt lag släppas tillbaka i bland annat Vättern och Mälaren. I andra vatten kan andra mått gälla – kontrollera fiskereglerna där du fiskar.', 'båda'),
  ('harr', 'Harr', 'Thymallus thymallus', ARRAY['harrar', 'harren'], ARRAY['harr', 'harrar', 'harren'], 1500, 35, 'Harr under 35 cm ska enligt lag släppas tillbaka i bland annat Vättern. I andra vatten kan andra mått gälla – kontrollera fiskereglerna där du fiskar.', 'sött'),
  ('havsabborre', 'Havsabborre', 'Dicentrarchus labrax', ARRAY['havsabborrar', 'havsabborren'], ARRAY['havsabborre', 'havsabborrar', 'havsabborren'], 1000, NULL, NULL, 'salt'),
  ('havskatt', 'Havskatt', 'Anarhichas lupus', ARRAY['havskattor', 'havskatten'], ARRAY['havskatt', 'havskattor', 'havskatten'], 4500, NULL, NULL, 'salt'),
  ('havsoring', 'Havsöring', 'Salmo trutta', ARRAY['havsöringar', 'havsöringen'], ARRAY['havsoring', 'havsoringar', 'havsoringen'], 7000, NULL, NULL, 'båda'),
  ('hornsimpa', 'Hornsimpa', 'Myoxocephalus quadricornis', ARRAY['hornsimpor', 'hornsimpan'], ARRAY['hornsimpa', 'hornsimpor', 'hornsimpan'], 250, NULL, NULL, 'salt'),
  ('halleflundra', 'Hälleflundra', 'Hippoglossus hippoglossus', ARRAY['hälleflundror', 'hälleflundran'], ARRAY['halleflundra', 'halleflundror', 'halleflundran'], NULL, NULL, 'Storfiskregistret mäter hälleflundra på längden, vid båtsidan, så att fisken kan släppas tillbaka.', 'salt'),
  ('id', 'Id', 'Leuciscus idus', ARRAY['idar', 'iden'], ARRAY['id', 'idar', 'iden'], 2700, NULL, NULL, 'båda'),
  ('karp', 'Karp', 'Cyprinus carpio', ARRAY['karpar', 'karpen'], ARRAY['karp', 'karpar', 'karpen'], 12000, NULL, NULL, 'sött'),
  ('knot', 'Knot', 'Eutrigla gurnardus', ARRAY['knotar', 'knoten', 'grå knot'], ARRAY['knot', 'knotar', 'knoten', 'gra knot'], 400, NULL, NULL, 'salt'),
  ('kolja', 'Kolja', 'Melanogrammus aeglefinus', ARRAY['koljor', 'koljan'], ARRAY['kolja', 'koljor', 'koljan'], 1200, NULL, NULL, 'salt'),
  ('kummel', 'Kummel', 'Merluccius merluccius', ARRAY['kummlar', 'kummeln'], ARRAY['kummel', 'kummlar', 'kummeln'], 250, NULL, NULL, 'salt'),
  ('lake', 'Lake', 'Lota lota', ARRAY['lakar', 'laken'], ARRAY['lake', 'lakar', 'laken'], 4000, NULL, NULL, 'båda'),
  ('lax', 'Lax', 'Salmo salar', ARRAY['laxar', 'laxen', 'insjölax'], ARRAY['lax', 'laxar', 'laxen', 'insjolax'], 14000, 60, 'Lax under 60 cm ska enligt lag släppas tillbaka i bland annat Vättern. I andra vatten kan andra mått gälla – kontrollera fiskereglerna där du fiskar.', 'båda'),
  ('lubb', 'Lubb', 'Brosme brosme', ARRAY['lubbar', 'lubben'], ARRAY['lubb', 'lubbar', 'lubben'], 10000, NULL, NULL, 'salt'),
  ('langa', 'Långa', 'Molva molva', ARRAY['långor', 'långan'], ARRAY['langa', 'langor', 'langan'], 9000, NULL, NULL, 'salt'),
  ('makrill', 'Makrill', 'Scomber scombrus', ARRAY['makrillar', 'makrillen'], ARRAY['makrill', 'makrillar', 'makrillen'], 1200, NULL, NULL, 'salt'),
  ('mal', 'Mal', 'Silurus glanis', ARRAY['malar', 'malen'], ARRAY['mal', 'malar', 'malen'], NULL, NULL, 'Malen är fredad i Sverige: en mal som nappar ska genast släppas tillbaka. Den registreras inte i Storfiskregistret.', 'sött'),
  ('marulk', 'Marulk', 'Lophius piscatorius', ARRAY['marulkar', 'marulken'], ARRAY['marulk', 'marulkar', 'marulken'], 1000, NULL, NULL, 'salt'),
  ('mort', 'Mört', 'Rutilus rutilus', ARRAY['mörtar', 'mörten'], ARRAY['mort', 'mortar', 'morten'], 800, NULL, NULL, 'båda'),
  ('nabbgadda', 'Näbbgädda', 'Belone belone', ARRAY['näbbgäddor', 'näbbgäddan', 'horngädda', 'horngäddor'], ARRAY['nabbgadda', 'nabbgaddor', 'nabbgaddan', 'horngadda', 'horngaddor'], 800, NULL, NULL, 'salt'),
  ('piggvar', 'Piggvar', 'Scophthalmus maximus', ARRAY['piggvarar', 'piggvaren'], ARRAY['piggvar', 'piggvarar', 'piggvaren'], 1000, NULL, NULL, 'salt'),
  ('regnbage', 'Regnbåge', 'Oncorhynchus mykiss', ARRAY['regnbågar', 'regnbågen', 'regnbågsöring'], ARRAY['regnbage', 'regnbagar', 'regnbagen', 'regnbagsoring'], 6000, NULL, NULL, 'båda'),
  ('ruda', 'Ruda', 'Carassius carassius', ARRAY['rudor', 'rudan'], ARRAY['ruda', 'rudor', 'rudan'], 1800, NULL, NULL, 'sött'),
  ('roding', 'Röding', 'Salvelinus alpinus', ARRAY['rödingar', 'rödingen', 'fjällröding'], ARRAY['roding', 'rodingar', 'rodingen', 'fjallroding'], 4000, 50, 'Röding under 50 cm ska enligt lag släppas tillbaka i bland annat Vättern. I andra vatten kan andra mått gälla – kontrollera fiskereglerna där du fiskar.', 'sött'),
  ('rodspatta', 'Rödspätta', 'Pleuronectes platessa', ARRAY['rödspättor', 'rödspättan', 'spätta'], ARRAY['rodspatta', 'rodspattor', 'rodspattan', 'spatta'], 1400, NULL, NULL, 'salt'),
  ('rotsimpa', 'Rötsimpa', 'Myoxocephalus scorpius', ARRAY['rötsimpor', 'rötsimpan', 'ulk'], ARRAY['rotsimpa', 'rotsimpor', 'rotsimpan', 'ulk'], 400, NULL, NULL, 'salt'),
  ('sarv', 'Sarv', 'Scardinius erythrophthalmus', ARRAY['sarvar', 'sarven'], ARRAY['sarv', 'sarvar', 'sarven'], 1200, NULL, NULL, 'sött'),
  ('sej', 'Sej', 'Pollachius virens', ARRAY['sejar', 'sejen', 'gråsej'], ARRAY['sej', 'sejar', 'sejen', 'grasej'], 6000, NULL, NULL, 'salt'),
  ('sik', 'Sik', 'Coregonus maraena', ARRAY['sikar', 'siken'], ARRAY['sik', 'sikar', 'siken'], 2500, NULL, NULL, 'båda'),
  ('sill', 'Sill', 'Clupea harengus', ARRAY['sillar', 'sillen', 'strömming', 'strömmingar', 'strömmingen'], ARRAY['sill', 'sillar', 'sillen', 'stromming', 'strommingar', 'strommingen'], 350, NULL, NULL, 'salt'),
  ('sjurygg', 'Sjurygg', 'Cyclopterus lumpus', ARRAY['sjuryggar', 'sjuryggen', 'stenbit'], ARRAY['sjurygg', 'sjuryggar', 'sjuryggen', 'stenbit'], NULL, NULL, 'Sjuryggen registreras inte i Storfiskregistret.', 'salt'),
  ('skrubbskadda', 'Skrubbskädda', 'Platichthys flesus', ARRAY['skrubbskäddor', 'skrubbskäddan', 'skrubba', 'flundra', 'flundror'], ARRAY['skrubbskadda', 'skrubbskaddor', 'skrubbskaddan', 'skrubba', 'flundra', 'flundror'], 1000, NULL, NULL, 'salt'),
  ('slatvar', 'Slätvar', 'Scophthalmus rhombus', ARRAY['slätvarar', 'slätvaren'], ARRAY['slatvar', 'slatvarar', 'slatvaren'], 1000, NULL, NULL, 'salt'),
  ('stam', 'Stäm', 'Leuciscus leuciscus', ARRAY['stämmar', 'stämmen'], ARRAY['stam', 'stammar', 'stammen'], 250, NULL, NULL, 'sött'),
  ('sutare', 'Sutare', 'Tinca tinca', ARRAY['sutarar', 'sutaren'], ARRAY['sutare', 'sutarar', 'sutaren'], 3200, NULL, NULL, 'sött'),
  ('tjocklappad-multe', 'Tjockläppad multe', 'Chelon labrosus', ARRAY['multe', 'multar', 'multen'], ARRAY['tjocklappad multe', 'multe', 'multar', 'multen'], 2500, NULL, NULL, 'salt'),
  ('torsk', 'Torsk', 'Gadus morhua', ARRAY['torskar', 'torsken'], ARRAY['torsk', 'torskar', 'torsken'], 17000, NULL, NULL, 'salt'),
  ('tanglake', 'Tånglake', 'Zoarces viviparus', ARRAY['tånglakar', 'tånglaken'], ARRAY['tanglake', 'tanglakar', 'tanglaken'], 250, NULL, NULL, 'salt'),
  ('vimma', 'Vimma', 'Vimba vimba', ARRAY['vimmor', 'vimman'], ARRAY['vimma', 'vimmor', 'vimman'], 1000, NULL, NULL, 'båda'),
  ('vitling', 'Vitling', 'Merlangius merlangus', ARRAY['vitlingar', 'vitlingen'], ARRAY['vitling', 'vitlingar', 'vitlingen'], 800, NULL, NULL, 'salt'),
  ('al', 'Ål', 'Anguilla anguilla', ARRAY['ålar', 'ålen'], ARRAY['al', 'alar', 'alen'], 1800, NULL, 'Ålen är akut hotad och fiske efter ål är förbjudet för fritidsfiskare i de flesta svenska vatten – en ål som nappar ska släppas tillbaka.', 'båda'),
  ('oring', 'Öring', 'Salmo trutta', ARRAY['öringar', 'öringen', 'insjööring', 'bäcköring', 'strömöring'], ARRAY['oring', 'oringar', 'oringen', 'insjooring', 'backoring', 'stromoring'], 6000, 50, 'Öring under 50 cm ska enligt lag släppas tillbaka i bland annat Vättern. I andra vatten kan andra mått gälla – kontrollera fiskereglerna där du fiskar.', 'sött')
ON CONFLICT ("slug") DO UPDATE SET "name" = EXCLUDED."name", "latin" = EXCLUDED."latin", "aliases" = EXCLUDED."aliases",
  "match_keys" = EXCLUDED."match_keys", "big_fish_min_grams" = EXCLUDED."big_fish_min_grams",
  "legal_min_length_cm" = EXCLUDED."legal_min_length_cm", "legal_note" = EXCLUDED."legal_note", "water" = EXCLUDED."water";

-- Reports whose free text names a species (as lib/species/match.ts decides) are linked to it.
UPDATE "reports" r SET "species_id" = s."id" FROM "species" s
WHERE r."species_id" IS NULL AND btrim(regexp_replace(translate(lower(r."fish"), 'åäöéèêëüáàâíìîóòôúùûç', 'aaoeeeeuaaaiiiooouuuc'), '[[:space:]_-]+', ' ', 'g')) = ANY (s."match_keys");
