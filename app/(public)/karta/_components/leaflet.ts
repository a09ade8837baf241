// Leaflet and its stylesheet, as one module the map imports once the page is drawn: both reach /karta only, after
// its own code, and the site's shared stylesheets stay as they are on every other page.
import "leaflet/dist/leaflet.css";
import * as L from "leaflet";

export { L };
