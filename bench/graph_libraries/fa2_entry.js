// ForceAtlas2 ships as CommonJS only: bundled into one browser script that sets window.FA2.
import forceAtlas2 from "graphology-layout-forceatlas2";
import FA2Layout from "graphology-layout-forceatlas2/worker";

window.FA2 = { Layout: FA2Layout, inferSettings: forceAtlas2.inferSettings };
