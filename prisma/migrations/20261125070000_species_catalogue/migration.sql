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
  ('abborre', 'Abborre', 'Perca fluviatilis', ARRAY['abborrar', 'abborren', 'abborrarna', 'abbe'], ARRAY['abborre', 'abborrar', 'abborren', 'abborrarna', 'abbe'], 1600, NULL, NULL, 'båda'),
  ('asp', 'Asp', 'Leuciscus aspius', ARRAY['aspar', 'aspen', 'asparna'], ARRAY['asp', 'aspar', 'aspen', 'asparna'], 5000, NULL, NULL, 'sött'),
  ('berggylta', 'Berggylta', 'Labrus bergylta', ARRAY['berggyltor', 'berggyltan', 'berggyltorna'], ARRAY['berggylta', 'berggyltor', 'berggyltan', 'berggyltorna'], 1400, NULL, NULL, 'salt'),
  ('bjorkna', 'Björkna', 'Blicca bjoerkna', ARRAY['björknor', 'björknan', 'björknorna'], ARRAY['bjorkna', 'bjorknor', 'bjorknan', 'bjorknorna'], 800, NULL, NULL, 'sött'),
  ('bleka', 'Bleka', 'Pollachius pollachius', ARRAY['blekor', 'blekan', 'blekorna', 'lyrtorsk', 'lyrtorskar', 'lyrtorsken', 'lyr'], ARRAY['bleka', 'blekor', 'blekan', 'blekorna', 'lyrtorsk', 'lyrtorskar', 'lyrtorsken', 'lyr'], 4000, NULL, NULL, 'salt'),
  ('braxen', 'Braxen', 'Abramis brama', ARRAY['braxnar', 'braxnarna', 'braxar', 'brax'], ARRAY['braxen', 'braxnar', 'braxnarna', 'braxar', 'brax'], 4400, NULL, NULL, 'sött'),
  ('backroding', 'Bäckröding', 'Salvelinus fontinalis', ARRAY['bäckrödingar', 'bäckrödingen', 'bäckrödingarna', 'fontinalis'], ARRAY['backroding', 'backrodingar', 'backrodingen', 'backrodingarna', 'fontinalis'], 1000, NULL, NULL, 'sött'),
  ('faren', 'Faren', 'Ballerus ballerus', ARRAY['farnar', 'farnarna'], ARRAY['faren', 'farnar', 'farnarna'], 600, NULL, NULL, 'sött'),
  ('fenknot', 'Fenknot', 'Chelidonichthys lucerna', ARRAY['fenknotar', 'fenknoten', 'fenknotarna'], ARRAY['fenknot', 'fenknotar', 'fenknoten', 'fenknotarna'], 350, NULL, NULL, 'salt'),
  ('fjarsing', 'Fjärsing', 'Trachinus draco', ARRAY['fjärsingar', 'fjärsingen', 'fjärsingarna'], ARRAY['fjarsing', 'fjarsingar', 'fjarsingen', 'fjarsingarna'], 450, NULL, NULL, 'salt'),
  ('farna', 'Färna', 'Squalius cephalus', ARRAY['färnor', 'färnan', 'färnorna'], ARRAY['farna', 'farnor', 'farnan', 'farnorna'], 2500, NULL, NULL, 'sött'),
  ('graskarp', 'Gräskarp', 'Ctenopharyngodon idella', ARRAY['gräskarpar', 'gräskarpen', 'gräskarparna'], ARRAY['graskarp', 'graskarpar', 'graskarpen', 'graskarparna'], 8000, NULL, NULL, 'sött'),
  ('gadda', 'Gädda', 'Esox lucius', ARRAY['gäddor', 'gäddan', 'gäddorna'], ARRAY['gadda', 'gaddor', 'gaddan', 'gaddorna'], 12000, NULL, 'Inget nationellt minimimått, men i Östersjön söder om Västerbottens län får en gädda tagen med handredskap bara behållas om den är 40–75 cm; lokala regler kan skilja sig.', 'båda'),
  ('gars', 'Gärs', 'Gymnocephalus cernua', ARRAY['gärsar', 'gärsen', 'gärsarna', 'gers'], ARRAY['gars', 'garsar', 'garsen', 'garsarna', 'gers'], NULL, NULL, NULL, 'båda'),
  ('gos', 'Gös', 'Sander lucioperca', ARRAY['gösar', 'gösen', 'gösarna'], ARRAY['gos', 'gosar', 'gosen', 'gosarna'], 6500, 45, 'Minst 45 cm längs hela Östersjökusten och i Vänern, Vättern, Mälaren och Hjälmaren, och mellan norra Uppland och Västernorrland får gös tagen med handredskap dessutom vara högst 60 cm; lokala regler kan skilja sig.', 'båda'),
  ('harr', 'Harr', 'Thymallus thymallus', ARRAY['harrar', 'harren', 'harrarna'], ARRAY['harr', 'harrar', 'harren', 'harrarna'], 1500, NULL, 'Inget nationellt minimimått, men 30 cm i Östersjön norr om 60° N och 35 cm i Vättern; lokala regler kan skilja sig.', 'sött'),
  ('havsabborre', 'Havsabborre', 'Dicentrarchus labrax', ARRAY['havsabborrar', 'havsabborren', 'havsabborrarna'], ARRAY['havsabborre', 'havsabborrar', 'havsabborren', 'havsabborrarna'], 1000, NULL, NULL, 'salt'),
  ('havskatt', 'Havskatt', 'Anarhichas lupus', ARRAY['havskattor', 'havskatten', 'havskattorna'], ARRAY['havskatt', 'havskattor', 'havskatten', 'havskattorna'], 4500, NULL, NULL, 'salt'),
  ('hornsimpa', 'Hornsimpa', 'Myoxocephalus quadricornis', ARRAY['hornsimpor', 'hornsimpan', 'hornsimporna'], ARRAY['hornsimpa', 'hornsimpor', 'hornsimpan', 'hornsimporna'], 250, NULL, NULL, 'salt'),
  ('halleflundra', 'Hälleflundra', 'Hippoglossus hippoglossus', ARRAY['hälleflundror', 'hälleflundran', 'hälleflundrorna'], ARRAY['halleflundra', 'halleflundror', 'halleflundran', 'halleflundrorna'], NULL, NULL, NULL, 'salt'),
  ('id', 'Id', 'Leuciscus idus', ARRAY['idar', 'iden', 'idarna'], ARRAY['id', 'idar', 'iden', 'idarna'], 2700, NULL, NULL, 'båda'),
  ('kanadaroding', 'Kanadaröding', 'Salvelinus namaycush', ARRAY['kanadarödingar', 'kanadarödingen', 'kanadarödingarna'], ARRAY['kanadaroding', 'kanadarodingar', 'kanadarodingen', 'kanadarodingarna'], 4000, NULL, NULL, 'sött'),
  ('karp', 'Karp', 'Cyprinus carpio', ARRAY['karpar', 'karpen', 'karparna', 'spegelkarp', 'fjällkarp', 'läderkarp'], ARRAY['karp', 'karpar', 'karpen', 'karparna', 'spegelkarp', 'fjallkarp', 'laderkarp'], 12000, NULL, NULL, 'sött'),
  ('knot', 'Knot', 'Eutrigla gurnardus', ARRAY['knotar', 'knoten', 'knotarna', 'grå knot'], ARRAY['knot', 'knotar', 'knoten', 'knotarna', 'gra knot'], 400, NULL, NULL, 'salt'),
  ('kolja', 'Kolja', 'Melanogrammus aeglefinus', ARRAY['koljor', 'koljan', 'koljorna'], ARRAY['kolja', 'koljor', 'koljan', 'koljorna'], 1200, NULL, NULL, 'salt'),
  ('kummel', 'Kummel', 'Merluccius merluccius', ARRAY['kummlar', 'kummeln', 'kummlarna'], ARRAY['kummel', 'kummlar', 'kummeln', 'kummlarna'], 250, NULL, NULL, 'salt'),
  ('lake', 'Lake', 'Lota lota', ARRAY['lakar', 'laken', 'lakarna'], ARRAY['lake', 'lakar', 'laken', 'lakarna'], 4000, NULL, NULL, 'båda'),
  ('lax', 'Lax', 'Salmo salar', ARRAY['laxar', 'laxen', 'laxarna', 'insjölax'], ARRAY['lax', 'laxar', 'laxen', 'laxarna', 'insjolax'], 14000, NULL, 'Inget enhetligt minimimått: 60 cm i Östersjön, Vänern och Vättern men 45 cm i Skagerrak och Kattegatt (50 cm i Svinesund och Idefjorden); lokala regler kan skilja sig.', 'båda'),
  ('lubb', 'Lubb', 'Brosme brosme', ARRAY['lubbar', 'lubben', 'lubbarna'], ARRAY['lubb', 'lubbar', 'lubben', 'lubbarna'], 10000, NULL, NULL, 'salt'),
  ('langa', 'Långa', 'Molva molva', ARRAY['långor', 'långan', 'långorna'], ARRAY['langa', 'langor', 'langan', 'langorna'], 9000, NULL, NULL, 'salt'),
  ('makrill', 'Makrill', 'Scomber scombrus', ARRAY['makrillar', 'makrillen', 'makrillarna'], ARRAY['makrill', 'makrillar', 'makrillen', 'makrillarna'], 1200, NULL, NULL, 'salt'),
  ('mal', 'Mal', 'Silurus glanis', ARRAY['malar', 'malen', 'malarna'], ARRAY['mal', 'malar', 'malen', 'malarna'], NULL, NULL, 'Malen är fredad enligt fiskelagen: fiske efter mal är förbjudet och en mal som nappar ska genast släppas tillbaka, i alla vatten.', 'sött'),
  ('marulk', 'Marulk', 'Lophius piscatorius', ARRAY['marulkar', 'marulken', 'marulkarna'], ARRAY['marulk', 'marulkar', 'marulken', 'marulkarna'], 1000, NULL, NULL, 'salt'),
  ('mort', 'Mört', 'Rutilus rutilus', ARRAY['mörtar', 'mörten', 'mörtarna'], ARRAY['mort', 'mortar', 'morten', 'mortarna'], 800, NULL, NULL, 'båda'),
  ('nors', 'Nors', 'Osmerus eperlanus', ARRAY['norsar', 'norsen', 'norsarna'], ARRAY['nors', 'norsar', 'norsen', 'norsarna'], NULL, NULL, NULL, 'båda'),
  ('nabbgadda', 'Näbbgädda', 'Belone belone', ARRAY['näbbgäddor', 'näbbgäddan', 'näbbgäddorna', 'horngädda', 'horngäddor', 'horngäddan'], ARRAY['nabbgadda', 'nabbgaddor', 'nabbgaddan', 'nabbgaddorna', 'horngadda', 'horngaddor', 'horngaddan'], 800, NULL, NULL, 'salt'),
  ('pigghaj', 'Pigghaj', 'Squalus acanthias', ARRAY['pigghajar', 'pigghajen', 'pigghajarna'], ARRAY['pigghaj', 'pigghajar', 'pigghajen', 'pigghajarna'], 5000, NULL, 'Pigghajen var fredad 2011–2023 och sedan juni 2023 får en fritidsfiskare behålla högst en pigghaj per dygn; reglerna kan ändras och lokala regler kan skilja sig.', 'salt'),
  ('piggvar', 'Piggvar', 'Scophthalmus maximus', ARRAY['piggvarar', 'piggvaren', 'piggvararna'], ARRAY['piggvar', 'piggvarar', 'piggvaren', 'piggvararna'], 1000, NULL, NULL, 'salt'),
  ('regnbage', 'Regnbåge', 'Oncorhynchus mykiss', ARRAY['regnbågar', 'regnbågen', 'regnbågarna', 'regnbågsöring'], ARRAY['regnbage', 'regnbagar', 'regnbagen', 'regnbagarna', 'regnbagsoring'], 6000, NULL, NULL, 'båda'),
  ('ruda', 'Ruda', 'Carassius carassius', ARRAY['rudor', 'rudan', 'rudorna'], ARRAY['ruda', 'rudor', 'rudan', 'rudorna'], 1800, NULL, NULL, 'sött'),
  ('roding', 'Röding', 'Salvelinus alpinus', ARRAY['rödingar', 'rödingen', 'rödingarna', 'fjällröding'], ARRAY['roding', 'rodingar', 'rodingen', 'rodingarna', 'fjallroding'], 4000, NULL, 'Inget nationellt minimimått, men i Vättern gäller 50 cm; lokala regler kan skilja sig.', 'sött'),
  ('rodspatta', 'Rödspätta', 'Pleuronectes platessa', ARRAY['rödspättor', 'rödspättan', 'rödspättorna', 'rödspotta', 'spätta'], ARRAY['rodspatta', 'rodspattor', 'rodspattan', 'rodspattorna', 'rodspotta', 'spatta'], 1400, NULL, NULL, 'salt'),
  ('rotsimpa', 'Rötsimpa', 'Myoxocephalus scorpius', ARRAY['rötsimpor', 'rötsimpan', 'rötsimporna', 'ulk'], ARRAY['rotsimpa', 'rotsimpor', 'rotsimpan', 'rotsimporna', 'ulk'], 400, NULL, NULL, 'salt'),
  ('sandskadda', 'Sandskädda', 'Limanda limanda', ARRAY['sandskäddor', 'sandskäddan', 'sandskäddorna'], ARRAY['sandskadda', 'sandskaddor', 'sandskaddan', 'sandskaddorna'], 450, NULL, NULL, 'salt'),
  ('sarv', 'Sarv', 'Scardinius erythrophthalmus', ARRAY['sarvar', 'sarven', 'sarvarna'], ARRAY['sarv', 'sarvar', 'sarven', 'sarvarna'], 1200, NULL, NULL, 'sött'),
  ('sej', 'Sej', 'Pollachius virens', ARRAY['sejar', 'sejen', 'sejarna', 'gråsej'], ARRAY['sej', 'sejar', 'sejen', 'sejarna', 'grasej'], 6000, NULL, NULL, 'salt'),
  ('sik', 'Sik', 'Coregonus maraena', ARRAY['sikar', 'siken', 'sikarna'], ARRAY['sik', 'sikar', 'siken', 'sikarna'], 2500, NULL, NULL, 'båda'),
  ('sikloja', 'Siklöja', 'Coregonus albula', ARRAY['siklöjor', 'siklöjan', 'siklöjorna'], ARRAY['sikloja', 'siklojor', 'siklojan', 'siklojorna'], NULL, NULL, NULL, 'sött'),
  ('sill', 'Sill', 'Clupea harengus', ARRAY['sillar', 'sillen', 'sillarna', 'strömming', 'strömmingar', 'strömmingen', 'strömmingarna'], ARRAY['sill', 'sillar', 'sillen', 'sillarna', 'stromming', 'strommingar', 'strommingen', 'strommingarna'], 350, NULL, NULL, 'salt'),
  ('silverruda', 'Silverruda', 'Carassius gibelio', ARRAY['silverrudor', 'silverrudan', 'silverrudorna'], ARRAY['silverruda', 'silverrudor', 'silverrudan', 'silverrudorna'], 1800, NULL, NULL, 'sött'),
  ('sjurygg', 'Sjurygg', 'Cyclopterus lumpus', ARRAY['sjuryggar', 'sjuryggen', 'sjuryggarna', 'stenbit'], ARRAY['sjurygg', 'sjuryggar', 'sjuryggen', 'sjuryggarna', 'stenbit'], NULL, NULL, NULL, 'salt'),
  ('skrubbskadda', 'Skrubbskädda', 'Platichthys flesus', ARRAY['skrubbskäddor', 'skrubbskäddan', 'skrubbskäddorna', 'skrubba', 'flundra', 'flundror'], ARRAY['skrubbskadda', 'skrubbskaddor', 'skrubbskaddan', 'skrubbskaddorna', 'skrubba', 'flundra', 'flundror'], 1000, NULL, NULL, 'salt'),
  ('slatvar', 'Slätvar', 'Scophthalmus rhombus', ARRAY['slätvarar', 'slätvaren', 'slätvararna'], ARRAY['slatvar', 'slatvarar', 'slatvaren', 'slatvararna'], 1000, NULL, NULL, 'salt'),
  ('stam', 'Stäm', 'Leuciscus leuciscus', ARRAY['stämmar', 'stämmen', 'stämmarna'], ARRAY['stam', 'stammar', 'stammen', 'stammarna'], 250, NULL, NULL, 'sött'),
  ('sutare', 'Sutare', 'Tinca tinca', ARRAY['sutaren', 'sutarna', 'sutarar'], ARRAY['sutare', 'sutaren', 'sutarna', 'sutarar'], 3200, NULL, NULL, 'sött'),
  ('svartmunnad-smorbult', 'Svartmunnad smörbult', 'Neogobius melanostomus', ARRAY['svartmunnade smörbultar'], ARRAY['svartmunnad smorbult', 'svartmunnade smorbultar'], 250, NULL, NULL, 'salt'),
  ('taggmakrill', 'Taggmakrill', 'Trachurus trachurus', ARRAY['taggmakrillar', 'taggmakrillen', 'taggmakrillarna'], ARRAY['taggmakrill', 'taggmakrillar', 'taggmakrillen', 'taggmakrillarna'], 400, NULL, NULL, 'salt'),
  ('tjocklappad-multe', 'Tjockläppad multe', 'Chelon labrosus', ARRAY['multe', 'multar', 'multen', 'multarna'], ARRAY['tjocklappad multe', 'multe', 'multar', 'multen', 'multarna'], 2500, NULL, NULL, 'salt'),
  ('torsk', 'Torsk', 'Gadus morhua', ARRAY['torskar', 'torsken', 'torskarna'], ARRAY['torsk', 'torskar', 'torsken', 'torskarna'], 17000, NULL, 'Minimimåttet skiljer mellan haven: 38 cm i Östersjön med Öresund och 30 cm i Skagerrak och Kattegatt, och i Östersjön kan fångstbegränsningar eller fiskeförbud gälla; lokala regler kan skilja sig.', 'salt'),
  ('tanglake', 'Tånglake', 'Zoarces viviparus', ARRAY['tånglakar', 'tånglaken', 'tånglakarna'], ARRAY['tanglake', 'tanglakar', 'tanglaken', 'tanglakarna'], 250, NULL, NULL, 'salt'),
  ('vimma', 'Vimma', 'Vimba vimba', ARRAY['vimmor', 'vimman', 'vimmorna'], ARRAY['vimma', 'vimmor', 'vimman', 'vimmorna'], 1000, NULL, NULL, 'båda'),
  ('vitling', 'Vitling', 'Merlangius merlangus', ARRAY['vitlingar', 'vitlingen', 'vitlingarna'], ARRAY['vitling', 'vitlingar', 'vitlingen', 'vitlingarna'], 800, NULL, NULL, 'salt'),
  ('al', 'Ål', 'Anguilla anguilla', ARRAY['ålar', 'ålen', 'ålarna'], ARRAY['al', 'alar', 'alen', 'alarna'], 1800, NULL, 'Ål får sedan 2007 inte fiskas i Sverige utom i några undantagna inlandsvatten, så en ål som nappar ska försiktigt släppas tillbaka; lokala regler kan skilja sig.', 'båda'),
  ('oring', 'Öring', 'Salmo trutta', ARRAY['öringar', 'öringen', 'öringarna', 'havsöring', 'havsöringar', 'havsöringen', 'insjööring', 'insjööringar', 'bäcköring', 'bäcköringar', 'strömöring'], ARRAY['oring', 'oringar', 'oringen', 'oringarna', 'havsoring', 'havsoringar', 'havsoringen', 'insjooring', 'insjooringar', 'backoring', 'backoringar', 'stromoring'], 7000, NULL, 'Inget enhetligt minimimått: 50 cm i Östersjön och Vättern, 60 cm i Vänern och 45 cm i Skagerrak och Kattegatt (40 cm i Svinesund och Idefjorden); lokala regler kan skilja sig.', 'båda')
ON CONFLICT ("slug") DO UPDATE SET "name" = EXCLUDED."name", "latin" = EXCLUDED."latin", "aliases" = EXCLUDED."aliases",
  "match_keys" = EXCLUDED."match_keys", "big_fish_min_grams" = EXCLUDED."big_fish_min_grams",
  "legal_min_length_cm" = EXCLUDED."legal_min_length_cm", "legal_note" = EXCLUDED."legal_note", "water" = EXCLUDED."water";

-- Reports whose free text names a species (as lib/species/match.ts decides) are linked to it.
UPDATE "reports" r SET "species_id" = s."id" FROM "species" s
WHERE r."species_id" IS NULL AND btrim(regexp_replace(translate(lower(r."fish"), 'åäöéèêëüáàâíìîóòôúùûçÅÄÖÉÈÊËÜÁÀÂÍÌÎÓÒÔÚÙÛÇ', 'aaoeeeeuaaaiiiooouuucaaoeeeeuaaaiiiooouuuc'), '[[:space:]_-]+', ' ', 'g')) = ANY (s."match_keys");
